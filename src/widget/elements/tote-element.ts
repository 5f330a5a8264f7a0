// Turns a component into a Tote custom element with r2wc: an open shadow root (the component gets it as `container`) with the shared
// styles adopted, and each observed prop both an attribute and a property, parsed and reflected as r2wc maps its type.
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { adoptStyles } from '../styles/shadow-styles.js';

/** How r2wc maps an attribute's text to a prop and a property back to the attribute: text, `parseFloat`, a flag (`true`/`false`) or JSON. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** Props every Tote component receives from its element. */
export interface ElementProps {
  /** The element's shadow root (r2wc's `container`). */
  container?: HTMLElement;
}

/** Observed attributes by camelCase prop name (`productId` ← `product-id="..."`), each with its type. */
export type ObservedAttributes<Props> = Partial<Record<Exclude<Extract<keyof Props, string>, 'container'>, AttributeType>>;

/** Defines `tag` once (later calls return the defined element) as the component through r2wc, with the shared CSS and `css` adopted. */
export function defineToteElement<Props extends ElementProps>(
  tag: string,
  Component: ComponentType<Props>,
  attributes: ObservedAttributes<Props>,
  css: string,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  const Element = r2wc(Component, { shadow: 'open', props: attributes });
  const ToteElement = class extends Element {
    constructor() {
      super();
      adoptStyles(this.shadowRoot!, [css]);
    }
  };
  customElements.define(tag, ToteElement);
  return ToteElement;
}
