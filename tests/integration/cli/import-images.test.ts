// `tote import` fetches Image Src into the site's media (a real PNG from a local server), skips unfetchable images with a warning, reuses files on re-import.
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importProducts } from '../../../src/server/catalog/import/import-products.js';
import { importImageDeps, runImportCommand } from '../../../src/server/cli/import-commands.js';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import type { Product } from '../../../src/wire/catalog.js';
import { CATALOG } from '../../support/catalog-calls.js';
import { solidImage, tempDataDir } from '../../support/media-files.js';
import { useTestApp } from '../../support/test-app.js';

const dataDir = tempDataDir();
const t = useTestApp({ env: { DATA_DIR: dataDir } });
const ORIGIN = 'http://localhost:8787';
const HEADER = 'Handle,Title,Variant Price,Image Src,Image Position,Image Alt Text';

let server: Server;
let base: string;
let closedBase: string;
let png: Buffer;

beforeAll(async () => {
  png = await solidImage(400, 300, 'png');
  server = createServer((req, res) => {
    if (req.url === '/lamp.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (req.url === '/notes.png') res.writeHead(200, { 'content-type': 'image/png' }).end('not an image at all');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port that was just free: nothing listens on it.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedBase = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function product(slug: string): Promise<Product> {
  const response = await t.call('GET', `${CATALOG.read}/products/query-platformized?query.paging.limit=100&includeMerchantSpecificData=true`, {
    token: await t.merchantKey(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().products as Product[]).find((p) => p.slug === slug)!;
}

async function mediaFileIds(): Promise<string[]> {
  return (await t.handle.db.selectFrom('media_files').select('id').where('site_id', '=', DEMO_SITE_ID).orderBy('seq').execute()).map((r) => r.id);
}

function csv(): string {
  return [
    HEADER,
    `img-lamp,Lamp,10.00,${base}/lamp.png,1,A brass desk lamp`,
    `img-chair,Chair,20.00,${closedBase}/chair.png,1,`,
    `img-stool,Stool,30.00,${base}/notes.png,1,`,
  ].join('\n');
}

describe('tote import with images', () => {
  it('stores a fetched PNG as an upload served under /media, and imports rows whose image cannot be fetched with a warning', async () => {
    const file = path.join(dataDir, 'products.csv');
    await writeFile(file, csv());
    const lines: string[] = [];
    const io = { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l), images: importImageDeps(t.handle.db, t.ctx.config) };
    expect(await runImportCommand(t.handle.db, [file, '--site', DEMO_SITE_ID], io)).toBe(0);
    expect(lines.find((l) => l.startsWith('line 3:'))).toMatch(
      new RegExp(`^line 3: warning: Image Src ${closedBase}/chair.png could not be fetched .*imported without it$`),
    );
    expect(lines.find((l) => l.startsWith('line 4:'))).toMatch(/^line 4: warning: Image Src .*notes\.png is not a usable image/);
    expect(lines.at(-1)).toMatch(/3 products: created 3, updated 0, failed 0/);

    const ids = await mediaFileIds();
    expect(ids).toHaveLength(1);
    const lamp = await product('img-lamp');
    expect(lamp.media.items!.map((m) => m.id)).toEqual([ids[0]]);
    const url = lamp.media.items![0]!.image!.url;
    expect(url).toBe(`${ORIGIN}/media/${DEMO_SITE_ID}/${ids[0]}/original.png`);
    expect(lamp.media.items![0]!.image).toMatchObject({ width: 400, height: 300, altText: 'A brass desk lamp' });
    const served = await t.app.inject({ method: 'GET', url: url.slice(ORIGIN.length) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);

    expect((await product('img-chair')).media.items ?? []).toEqual([]);
    expect((await product('img-stool')).media.items ?? []).toEqual([]);
  });

  it('reuses the stored file when the same image is imported again: same media id, no second file', async () => {
    const before = await mediaFileIds();
    const summary = await importProducts(t.handle.db, DEMO_SITE_ID, csv(), 'csv', { images: importImageDeps(t.handle.db, t.ctx.config) });
    expect(summary).toMatchObject({ created: 0, updated: 3, failed: 0 });
    expect(await mediaFileIds()).toEqual(before);
    expect((await product('img-lamp')).media.items!.map((m) => m.id)).toEqual(before);
  });

  it('refuses the loopback image in production: the product is imported without it and a warning names the private address', async () => {
    const text = [HEADER, `img-desk,Desk,40.00,${base}/lamp.png,1,`].join('\n');
    const summary = await importProducts(t.handle.db, DEMO_SITE_ID, text, 'csv', {
      images: importImageDeps(t.handle.db, { ...t.ctx.config, environment: 'production' }),
    });
    expect(summary).toMatchObject({ created: 1, failed: 0 });
    expect(summary.notes).toEqual([
      expect.objectContaining({ code: 'IMAGE_SKIPPED', where: 'line 2', column: 'Image Src', message: expect.stringContaining('private address') }),
    ]);
    expect((await product('img-desk')).media.items ?? []).toEqual([]);
  });
});
