// Writes the npm package's custom-elements.json (Custom Elements Manifest 2.1) from the elements' docs (src/widget/elements/): attributes,
// properties, parts, `tote:*` events, slots and CSS custom properties.
import { ELEMENT_ATTRIBUTES, type ToteTag } from '../../src/widget/elements/element-attributes.js';
import { ELEMENT_DOCS, EVENT_DOCS } from '../../src/widget/elements/element-docs.js';
import { elementAttributes } from './element-typings.js';

/** The manifest's type of an attribute (the text a property has in TypeScript). */
const TYPE_TEXT = { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' } as const;

/** The Custom Elements Manifest of the package: one module, `index.js`, whose `defineElements()` defines the three elements. */
export function elementsManifest(): object {
  const tags = Object.keys(ELEMENT_ATTRIBUTES) as ToteTag[];
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'index.js',
        description: 'The Tote elements: call defineElements({ clientId, api }) once, then use the tags.',
        declarations: tags.map((tag) => {
          const doc = ELEMENT_DOCS[tag];
          const attributes = elementAttributes(tag);
          return {
            kind: 'class',
            name: doc.className,
            tagName: tag,
            customElement: true,
            description: doc.description,
            superclass: { name: 'HTMLElement', package: 'global:' },
            attributes: attributes.map(([name, prop, type, description]) => ({ name, fieldName: prop, type: { text: TYPE_TEXT[type] }, description })),
            members: attributes.map(([name, prop, type, description]) => ({
              kind: 'field',
              name: prop,
              attribute: name,
              type: { text: TYPE_TEXT[type] },
              description,
            })),
            cssParts: doc.parts.map((name) => ({ name })),
            events: doc.events.map((name) => ({
              name: `tote:${name}`,
              type: { text: `CustomEvent<ToteEventDetails['${name}']>` },
              description: EVENT_DOCS[name],
            })),
            cssProperties: Object.entries(doc.cssProperties).map(([name, { description, default: fallback }]) => ({ name, description, default: fallback })),
            slots: doc.slots.map((slot) => ({ ...slot })),
          };
        }),
        exports: tags.map((tag) => ({
          kind: 'custom-element-definition',
          name: tag,
          declaration: { name: ELEMENT_DOCS[tag].className, module: 'index.js' },
        })),
      },
    ],
  };
}
