// An answer whose JSON is already written (assembled from kept pieces): sent as is, with the JSON content type.
import type { FastifyReply } from 'fastify';

/** JSON text to send unchanged. */
export class JsonText {
  constructor(
    /** The JSON document, as a string or UTF-8 bytes. */
    readonly text: string | Uint8Array,
  ) {}
}

/** What a handler returns for `result`: the text of a {@link JsonText} (typed as JSON on `reply`), else `result` itself. */
export function replyWith(reply: FastifyReply, result: unknown): unknown {
  if (!(result instanceof JsonText)) return result;
  reply.type('application/json; charset=utf-8');
  return result.text;
}

/** `{"name":<json>,...}` of members whose values are JSON text already. */
export function jsonObjectOf(members: readonly (readonly [string, string])[]): string {
  return `{${members.map(([name, json]) => `${JSON.stringify(name)}:${json}`).join(',')}}`;
}
