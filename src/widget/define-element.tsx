// Turns a React component into a Tote custom element: r2wc with an open shadow root and the shared styles adopted.
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { adoptStyles } from './styles/shadow-styles.js';

/** How an attribute is parsed into a prop. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** Attributes an element observes, by camelCase prop name (`product` ← `product="..."`). */
export type ObservedAttributes<Props> = Partial<Record<Exclude<Extract<keyof Props, string>, 'container'>, AttributeType>>;

/** Props every Tote component receives from the element: its shadow root. */
export interface ElementProps {
  /** The element's shadow root (r2wc passes it). */
  container?: HTMLElement;
}

/** Defines `tag` once (later calls are no-ops) as the component wrapped in an open shadow root with the shared CSS and `css`. */
export function defineToteElement<Props extends ElementProps>(
  tag: string,
  Component: ComponentType<Props>,
  attributes: ObservedAttributes<Props>,
  css: string,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  const Base = r2wc(Component, { shadow: 'open', props: attributes as never }) as new () => HTMLElement;
  class ToteElement extends Base {
    constructor() {
      super();
      adoptStyles(this.shadowRoot!, [css]);
    }
  }
  customElements.define(tag, ToteElement);
  return ToteElement;
}
