// Turns a React component into a Tote custom element: r2wc with an open shadow root and the shared styles adopted.
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { adoptStyles } from './styles/shadow-styles.js';

/** How an attribute is parsed into a prop. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** What {@link defineToteElement} needs besides the component. */
export interface ToteElementOptions<Props> {
  /** Attributes the element observes, by camelCase prop name (`product` ← `product="..."`). @default {} */
  props?: Partial<Record<Exclude<Extract<keyof Props, string>, 'container'>, AttributeType>>;
  /** CSS of this element, added to the shared base CSS in its shadow root. @default [] */
  css?: readonly string[];
}

/** Props every Tote component receives from the element: its shadow root. */
export interface ElementProps {
  /** The element's shadow root (r2wc passes it). */
  container?: HTMLElement;
}

/** Defines `tag` once (later calls are no-ops) as the component wrapped in an open shadow root. */
export function defineToteElement<Props extends ElementProps>(
  tag: string,
  Component: ComponentType<Props>,
  options: ToteElementOptions<Props> = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  const Base = r2wc(Component, { shadow: 'open', props: (options.props ?? {}) as never }) as new () => HTMLElement;
  class ToteElement extends Base {
    constructor() {
      super();
      adoptStyles(this.shadowRoot!, options.css ?? []);
    }
  }
  customElements.define(tag, ToteElement);
  return ToteElement;
}
