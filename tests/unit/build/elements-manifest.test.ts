// custom-elements.json against the elements' sources: every attribute and property, `::part()`, `tote:*` event, slot and CSS custom
// property (with the theme tokens' defaults as base.css has them) that the widget's code and CSS use, and nothing they do not.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementsManifest } from '../../../scripts/package/elements-manifest.js';
import { ELEMENT_ATTRIBUTES, type ToteTag } from '../../../src/widget/elements/element-attributes.js';
import { BUY_BOX_PARTS, CART_PARTS, LOGIN_PARTS, PRODUCT_GRID_PARTS } from '../../../src/widget/styles/parts.js';

const WIDGET = path.join(import.meta.dirname, '../../../src/widget');

/** Each element's component folder under src/widget/components, and its parts. */
const SOURCES: Record<ToteTag, { folder: string; parts: Record<string, string> }> = {
  'tote-buy-box': { folder: 'buy-box', parts: BUY_BOX_PARTS },
  'tote-cart': { folder: 'cart', parts: CART_PARTS },
  'tote-login': { folder: 'login', parts: LOGIN_PARTS },
  'tote-product-grid': { folder: 'product-grid', parts: PRODUCT_GRID_PARTS },
};

/** One element of the manifest, as far as this test reads it. */
interface Declaration {
  tagName: ToteTag;
  attributes: { name: string; fieldName: string; type: { text: string } }[];
  members: { kind: string; name: string; attribute: string }[];
  cssParts: { name: string }[];
  events: { name: string; description: string }[];
  cssProperties: { name: string; description: string; default: string }[];
  slots: { name: string }[];
}

const declarations = (elementsManifest() as { modules: { declarations: Declaration[] }[] }).modules.flatMap((module) => module.declarations);
const byTag = new Map(declarations.map((declaration) => [declaration.tagName, declaration]));

/** Every file under a folder of src/widget whose name ends with `suffix`, with its text. */
async function sources(folder: string, suffix: string): Promise<[string, string][]> {
  const names = (await readdir(path.join(WIDGET, folder), { recursive: true })).filter((name) => name.endsWith(suffix));
  return Promise.all(names.map(async (name) => [name, await readFile(path.join(WIDGET, folder, name), 'utf8')] as [string, string]));
}

/** The `--tote-*` properties a CSS text reads (`var(--tote-x, ...)`). */
function cssPropertiesOf(css: string): string[] {
  return [...css.matchAll(/var\((--tote-[a-z0-9-]+)/g)].map((match) => match[1]!);
}

describe('custom-elements.json', () => {
  it('declares each element with its attributes as attributes and properties, and its parts', () => {
    expect([...byTag.keys()].sort()).toEqual(Object.keys(ELEMENT_ATTRIBUTES).sort());
    for (const [tag, { parts }] of Object.entries(SOURCES) as [ToteTag, (typeof SOURCES)[ToteTag]][]) {
      const element = byTag.get(tag)!;
      const props = Object.keys(ELEMENT_ATTRIBUTES[tag]);
      expect(element.attributes.map((attribute) => attribute.fieldName).sort(), tag).toEqual(props.sort());
      expect(element.members.map((member) => [member.kind, member.name]).sort(), tag).toEqual(props.map((prop) => ['field', prop]).sort());
      expect(element.cssParts.map((part) => part.name).sort(), tag).toEqual(Object.values(parts).sort());
    }
  });

  it('names every tote:* event the widget dispatches, each described, and only those', async () => {
    const events = await readFile(path.join(WIDGET, 'events.ts'), 'utf8');
    const declared = [...events.matchAll(/^ {4}'(tote:[a-z-]+)': ToteEvent</gm)].map((match) => match[1]!);
    const emitted = (await sources('.', '.ts'))
      .flatMap(([, text]) => [...text.matchAll(/emitToteEvent\('([a-z-]+)'/g)].map((match) => `tote:${match[1]}`))
      .sort();
    expect(declared.sort()).toEqual([...new Set(emitted)]);
    const listed = declarations.flatMap((element) => element.events);
    expect([...new Set(listed.map((event) => event.name))].sort()).toEqual(declared);
    for (const event of listed) expect(event.description, event.name).toMatch(/dispatched on document/);
  });

  it('lists every CSS custom property each element reads (base.css and its own CSS), with the theme defaults of base.css', async () => {
    const base = await readFile(path.join(WIDGET, 'styles/base.css'), 'utf8');
    // The light defaults: the first `var(--tote-x, default)` of each token in base.css.
    const defaults = new Map<string, string>();
    for (const match of base.matchAll(/var\((--tote-[a-z0-9-]+), ([^;]+)\);/g)) if (!defaults.has(match[1]!)) defaults.set(match[1]!, match[2]!);
    for (const [tag, { folder }] of Object.entries(SOURCES) as [ToteTag, (typeof SOURCES)[ToteTag]][]) {
      const own = (await sources(`components/${folder}`, '.css')).flatMap(([, css]) => cssPropertiesOf(css));
      const read = [...new Set([...cssPropertiesOf(base), ...own])].sort();
      const properties = byTag.get(tag)!.cssProperties;
      expect(properties.map((property) => property.name).sort(), tag).toEqual(read);
      for (const property of properties) {
        expect(property.description, `${tag} ${property.name}`).not.toBe('');
        const fallback = defaults.get(property.name);
        if (fallback) expect(property.default.startsWith(fallback), `${tag} ${property.name}: ${property.default} vs ${fallback}`).toBe(true);
      }
    }
  });

  it('lists no slot, as no element renders one', async () => {
    const slots = (await sources('.', '.tsx')).filter(([, text]) => /<slot[\s>]/.test(text)).map(([name]) => name);
    expect(slots).toEqual([]);
    for (const element of declarations) expect(element.slots, element.tagName).toEqual([]);
  });
});
