// Registers a read call as GET (parameters in `.r` or the query string) and POST (the same JSON as body).
import type { FastifyRequest } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { DOT_R, paramsOfGet } from './dot-r.js';
import { validationError } from './http-error.js';
import { refuseBadInput } from './input-text.js';
import { replyWith } from './json-text.js';
import type { TypedApp } from './typed-app.js';
import { toViolations } from './validation.js';

/** A read call served on one path by GET and by POST. */
export interface GetOrPostRoute<S extends TSchema, P extends TSchema> {
  /** Path, with Fastify params (`/v1/products/:id/...`). */
  url: string;
  /** Schema of the call's parameters (the POST body, the decoded `.r` of a GET). */
  params: S;
  /** Schema of the path parameters. */
  path?: P;
  /** OpenAPI tags. */
  tags?: string[];
  /** OpenAPI summary. */
  summary?: string;
  /** Hooks that run before the parameters are checked (authentication), on both methods. */
  preValidation?: ((request: FastifyRequest) => Promise<void>)[];
  /** Answers the call with checked parameters (JSON text from json-text.ts is sent as is). */
  handler: (request: FastifyRequest, params: Static<S>, path: Static<P>) => Promise<unknown>;
}

const GetQuery = Type.Object(
  { [DOT_R]: Type.Optional(Type.String({ description: 'The call parameters as base64url JSON without padding, e.g. {"query":{...}}' })) },
  { additionalProperties: true },
);

/** Compiles a checker that returns the value or throws a validation error naming fields by JSON path. */
export function paramsChecker<S extends TSchema>(schema: S): (value: unknown) => Static<S> {
  const check = Compile(schema);
  return (value) => {
    if (check.Check(value)) return value as Static<S>;
    throw validationError(toViolations(check.Errors(value) as never, value));
  };
}

/** Registers `GET url?.r=...` and `POST url` with the same parameters and handler. */
export function registerGetOrPost<S extends TSchema, P extends TSchema = TSchema>(app: TypedApp, route: GetOrPostRoute<S, P>): void {
  const checkParams = paramsChecker(route.params);
  const common = {
    ...(route.tags ? { tags: route.tags } : {}),
    ...(route.summary ? { summary: route.summary } : {}),
    ...(route.path ? { params: route.path } : {}),
  };
  const hooks = [...(route.preValidation ?? [])];
  app.get(route.url, { schema: { ...common, querystring: GetQuery }, preValidation: hooks }, async (request, reply) => {
    const raw = paramsOfGet(request.query as Record<string, unknown>);
    // The decoded `.r` JSON is input the request hook has not seen.
    refuseBadInput(raw, '', '.r');
    // Plain query parameters arrive as strings: convert them as the schema says (`.r` JSON is typed already).
    const params = checkParams(Value.Convert(route.params, raw));
    return replyWith(reply, await route.handler(request, params, request.params as Static<P>));
  });
  app.post(route.url, { schema: { ...common, body: route.params }, preValidation: [emptyBodyAsObject, ...hooks] }, async (request, reply) =>
    replyWith(reply, await route.handler(request, request.body as Static<S>, request.params as Static<P>)),
  );
}

/** preValidation hook: a POST without a body is read as `{}` (clients send parameterless calls that way). */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}
