// The `.r` query parameter of GET calls: base64url JSON (no padding) holding the call's parameters.
import { fieldError } from './http-error.js';

/** Name of the query parameter that carries a GET call's parameters as base64url JSON. */
export const DOT_R = '.r';

/** Largest `.r` value accepted, in characters (a GET longer than 4000 is sent as a POST by clients anyway). */
const MAX_DOT_R_LENGTH = 64_000;

/** `{"query":{}}` → `eyJxdWVyeSI6e319`: base64url of the UTF-8 JSON, without padding (what the official SDK sends). */
export function encodeDotR(params: unknown): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64url');
}

/** Decodes a `.r` value into its JSON object; a FORMAT violation of `.r` when it is not base64url JSON of an object. */
export function decodeDotR(value: string): Record<string, unknown> {
  if (value.length > MAX_DOT_R_LENGTH) throw fieldError(DOT_R, `must be at most ${MAX_DOT_R_LENGTH} characters`, 'MAX_LENGTH');
  // Standard base64 (+ / and padding) is accepted too.
  if (!/^[A-Za-z0-9_+/-]*={0,2}$/.test(value)) throw fieldError(DOT_R, 'must be base64url-encoded JSON', 'FORMAT');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value.replace(/\+/g, '-').replace(/\//g, '_'), 'base64url').toString('utf8'));
  } catch {
    throw fieldError(DOT_R, 'must be base64url-encoded JSON', 'FORMAT');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw fieldError(DOT_R, 'must encode a JSON object', 'FORMAT');
  return parsed as Record<string, unknown>;
}

/**
 * The parameters of a GET call: the `.r` object, over the other query parameters unflattened
 * (`query.paging.limit=10` → `{ query: { paging: { limit: '10' } } }`, repeated keys → arrays).
 */
export function paramsOfGet(query: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === DOT_R) continue;
    setPath(params, key.split('.'), value);
  }
  const dotR = query[DOT_R];
  if (dotR === undefined) return params;
  if (typeof dotR !== 'string') throw fieldError(DOT_R, 'must be given once', 'FORMAT');
  return { ...params, ...decodeDotR(dotR) };
}

function setPath(target: Record<string, unknown>, keys: string[], value: unknown): void {
  let node = target;
  for (const [index, key] of keys.entries()) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
    if (index === keys.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
}
