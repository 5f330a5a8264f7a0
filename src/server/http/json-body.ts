// JSON request bodies: an empty body reads as no body (the official SDK sends DELETE that way).
import type { FastifyInstance } from 'fastify';

/** Replaces the JSON parser with one that accepts an empty body and refuses prototype pollution. */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
