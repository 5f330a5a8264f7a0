// r2wc's table of attribute types as the builds trim it (vite.r2wc-types.ts): the types the elements observe stay, the others go.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { ELEMENT_ATTRIBUTES } from '../../../src/widget/elements/element-attributes.js';
import { observedTypes, r2wcTypes } from '../../../vite.r2wc-types.js';

const CORE = path.resolve('node_modules/@r2wc/core/dist/core.js');

/** The plugin's transform of `code` as module `id`; its `this.error` throws. */
function transform(plugin: Plugin, code: string, id: string): string | undefined {
  const hook = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | undefined;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return hook.call(context, code, id)?.code;
}

/** The keys of r2wc's table of types in `code`. */
function tableKeys(code: string): string[] {
  const table = /\{(?:\s*(?:string|number|boolean|function|method|json)\s*:\s*[\w$]+\s*,?)+\s*\}/.exec(code)?.[0] ?? '';
  return [...table.matchAll(/(\w+)\s*:/g)].map((match) => match[1]!);
}

describe('r2wcTypes', () => {
  const code = readFileSync(CORE, 'utf8');

  it("keeps in r2wc's table only the types asked for, the module otherwise unchanged", () => {
    expect(tableKeys(code)).toEqual(['string', 'number', 'boolean', 'function', 'method', 'json']);
    const trimmed = transform(r2wcTypes(['string', 'json']), code, CORE)!;
    expect(tableKeys(trimmed)).toEqual(['string', 'json']);
    expect(trimmed.replace(/\{[^{}]*string: \w+, json: \w+ \}/, '')).toBe(code.replace(/\{(?:\s*\w+: \w+,?)+\s*\}/, ''));
  });

  it('leaves every other module alone', () => {
    expect(transform(r2wcTypes(['string']), code, path.resolve('src/widget/setup.ts'))).toBeUndefined();
  });

  it("fails the build when r2wc's code has no table of types, or lacks a type asked for", () => {
    expect(() => transform(r2wcTypes(['string']), 'export default {};', CORE)).toThrow(/expected one table of attribute types, found 0/);
    expect(() => transform(r2wcTypes(['string', 'date']), code, CORE)).toThrow(/no attribute type date/);
  });

  it("asks for the types the elements' attribute lists use, each once", () => {
    expect(observedTypes({ a: { x: 'string', y: 'json' }, b: {}, c: { z: 'string' } })).toEqual(['json', 'string']);
    expect(observedTypes(ELEMENT_ATTRIBUTES)).toEqual(['string']);
  });
});
