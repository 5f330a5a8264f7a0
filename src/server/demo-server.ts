// The demo shop: a static site on its own origin whose pages carry the store's script tag.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import { findStaticFile, openStaticFile } from './http/static-files.js';
import { INSTALL_ROOT } from './install-root.js';

/** The demo folder shipped in the repository and in the server package. */
export const DEMO_ROOT = path.join(INSTALL_ROOT, 'demo');

/** Starts the demo shop on `port` (DEMO_PORT); pages get `{{STORE_URL}}` replaced by the store's public URL. Rejects (and holds nothing) when it cannot listen. */
export async function startDemoServer(config: ServerConfig, port: number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/*', async (request, reply) => {
    const urlPath = (request.params as { '*': string })['*'] || 'index.html';
    const file = (await findStaticFile(DEMO_ROOT, urlPath)) ?? (await findStaticFile(DEMO_ROOT, `${urlPath.replace(/\/$/, '')}.html`));
    if (!file) return reply.status(404).type('text/html; charset=utf-8').send('<!doctype html><title>Not found</title><p>Not found</p>');
    if (file.contentType.startsWith('text/html')) {
      const html = (await readFile(file.absolutePath, 'utf8')).replaceAll('{{STORE_URL}}', config.publicUrl);
      return reply.type(file.contentType).header('cache-control', 'no-cache').send(html);
    }
    return reply.type(file.contentType).header('cache-control', 'public, max-age=3600').send(openStaticFile(file));
  });
  try {
    await app.listen({ port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
