// Validates real JSON answers against the response schemas of the served OpenAPI document (ajv, JSON Schema 2020-12).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';

/** The document's parts the validator reads. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId?: string; security?: unknown[]; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
  components: { schemas: Record<string, unknown> };
}

/** The document's id inside ajv: response schemas are JSON pointers into it. */
const DOC_ID = 'https://tote.invalid/openapi.json';

/** `~` and `/` escaped for a JSON pointer. */
function pointerPart(text: string): string {
  return text.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A checker of answers against one served document. */
export interface ResponseValidator {
  doc: OpenApiDocument;
  /** Whether the document lists this status for `METHOD path`. */
  documents(method: string, path: string, status: number): boolean;
  /** The problems of a response against the schema of `METHOD path` for its status (empty when it fits). */
  problems(method: string, path: string, response: LightMyRequestResponse): string[];
}

/** Reads /docs/json and prepares a validator for it. */
export async function responseValidator(t: TestApp): Promise<ResponseValidator> {
  const doc = (await t.call('GET', '/docs/json')).json() as OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // CommonJS with `exports.default`: the function itself or under `default`, depending on the loader.
  const plugin = addFormatsModule as unknown as ((instance: Ajv2020) => void) & { default?: (instance: Ajv2020) => void };
  (plugin.default ?? plugin)(ajv);
  ajv.addSchema({ ...doc, $id: DOC_ID } as object);
  return {
    doc,
    documents: (method, path, status) => doc.paths[path]?.[method.toLowerCase()]?.responses?.[String(status)] !== undefined,
    problems(method, path, response) {
      const status = String(response.statusCode);
      const documented = doc.paths[path]?.[method.toLowerCase()]?.responses?.[status];
      if (!documented) return [`${method} ${path} documents no ${status} response`];
      const pointer = ['paths', path, method.toLowerCase(), 'responses', status, 'content', 'application/json', 'schema'].map(pointerPart).join('/');
      const validate = ajv.getSchema(`${DOC_ID}#/${pointer}`);
      if (!validate) return [`no schema at ${pointer}`];
      if (validate(response.json())) return [];
      return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`);
    },
  };
}
