// The names of a country's states or provinces for the address forms' selects, and which one a postal code lies in: a chunk per
// country (and one for the postal codes), loaded when the country is chosen.
import { useEffect, useState } from 'react';
import type { subdivisionOfPostalCode } from '../../wire/postal-subdivision.js';

type Names = Readonly<Record<string, string>>;

/** The countries whose states or provinces are chosen from a list (the keys of `KNOWN_SUBDIVISIONS`), and how each list loads. */
export const SUBDIVISION_LISTS: Readonly<Record<string, () => Promise<Names>>> = {
  US: () => import('../../wire/subdivisions/us.js').then((list) => list.US_SUBDIVISIONS),
  CA: () => import('../../wire/subdivisions/ca.js').then((list) => list.CA_SUBDIVISIONS),
  AU: () => import('../../wire/subdivisions/au.js').then((list) => list.AU_SUBDIVISIONS),
};

const loaded = new Map<string, Names>();
const loading = new Map<string, Promise<Names | undefined>>();
let ofPostalCode: typeof subdivisionOfPostalCode | undefined;

/** Whether a country's state or province is chosen from a list (loaded or not). */
export function hasSubdivisionList(country: string): boolean {
  return Object.hasOwn(SUBDIVISION_LISTS, country);
}

/** A country's subdivisions by code (`NY` → `New York`) once loaded; undefined before, or when it has no list. */
export function subdivisionNames(country: string): Names | undefined {
  return loaded.get(country);
}

/**
 * The listed subdivision (`US-NY`) a postal code lies in, where the country's codes tell it (US, Canada, Australia), once the
 * country's list is loaded; else undefined.
 */
export function listedSubdivisionOfPostalCode(country: string, postalCode: string): string | undefined {
  const names = loaded.get(country);
  const subdivision = names && ofPostalCode?.(country, postalCode);
  return subdivision && names[subdivision.slice(country.length + 1)] ? subdivision : undefined;
}

/** Loads a country's list once (undefined when it has none, or it could not load: the next call tries again). */
export function loadSubdivisionNames(country: string): Promise<Names | undefined> {
  const load = hasSubdivisionList(country) ? SUBDIVISION_LISTS[country] : undefined;
  if (!load) return Promise.resolve(undefined);
  const known = loaded.get(country);
  if (known) return Promise.resolve(known);
  let pending = loading.get(country);
  if (!pending) {
    pending = Promise.all([load(), import('../../wire/postal-subdivision.js')]).then(
      ([names, postal]) => {
        ofPostalCode = postal.subdivisionOfPostalCode;
        loaded.set(country, names);
        return names;
      },
      () => {
        loading.delete(country);
        return undefined;
      },
    );
    loading.set(country, pending);
  }
  return pending;
}

/** Loads the country's list and renders again when it arrives; returns it once loaded. */
export function useSubdivisionNames(country: string): Names | undefined {
  const [, setArrived] = useState(0);
  const names = subdivisionNames(country);
  useEffect(() => {
    if (names || !hasSubdivisionList(country)) return undefined;
    let live = true;
    void loadSubdivisionNames(country).then((list) => live && list && setArrived((n) => n + 1));
    return () => {
      live = false;
    };
  }, [country, names]);
  return names;
}
