// Turns a component into a Tote custom element: an open shadow root with the shared styles adopted, the component rendered into it
// with preact while the element is connected, and each observed attribute also a property (what @r2wc did, in a few lines).
import { createElement, render } from 'preact';
import type { ComponentType } from 'react';
import { adoptStyles } from './styles/shadow-styles.js';

/** How an attribute is parsed into a prop: every element's attributes are text so far (a number, flag or JSON needs a parser here). */
export type AttributeType = 'string';

/** Attributes an element observes, by camelCase prop name (`product` ← `product="..."`). */
export type ObservedAttributes<Props> = Partial<Record<Exclude<Extract<keyof Props, string>, 'container'>, AttributeType>>;

/** Props every Tote component receives from the element: its shadow root. */
export interface ElementProps {
  /** The element's shadow root. */
  container?: HTMLElement;
}

/** `productId` → `product-id`: the attribute observed for a prop. */
function attributeName(prop: string): string {
  return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
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
  const types = attributes as Record<string, AttributeType>;
  const propOf: Record<string, string> = Object.fromEntries(Object.keys(types).map((prop) => [attributeName(prop), prop]));

  class ToteElement extends HTMLElement {
    static observedAttributes = Object.keys(propOf);
    /** The props the component gets: the observed attributes' values and the shadow root. */
    toteProps: Record<string, unknown>;

    constructor() {
      super();
      const root = this.attachShadow({ mode: 'open' });
      adoptStyles(root, [css]);
      this.toteProps = { container: root };
    }

    connectedCallback(): void {
      this.renderTote();
    }

    disconnectedCallback(): void {
      render(null, this.shadowRoot!);
    }

    attributeChangedCallback(name: string, _old: string | null, text: string | null): void {
      const prop = propOf[name]!;
      this.toteProps[prop] = text ?? undefined;
      this.renderTote();
    }

    /** Renders the component with the current props (only while the element is in a document). */
    renderTote(): void {
      if (this.isConnected) render(createElement(Component as ComponentType<Record<string, unknown>>, { ...this.toteProps }), this.shadowRoot!);
    }
  }

  // Each observed attribute is also a property: setting it sets the attribute (or removes it for null and undefined).
  for (const prop of Object.keys(types)) {
    const name = attributeName(prop);
    Object.defineProperty(ToteElement.prototype, prop, {
      enumerable: true,
      configurable: true,
      get(this: ToteElement) {
        return this.toteProps[prop];
      },
      set(this: ToteElement, value: unknown) {
        if (value == null) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
    });
  }
  customElements.define(tag, ToteElement);
  return ToteElement;
}
