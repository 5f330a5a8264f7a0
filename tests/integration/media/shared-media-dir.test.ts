// MEDIA_DIR: every server process of one store reads and writes images in one shared folder, whatever its own DATA_DIR.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { readConfig } from '../../../src/server/config.js';
import { createContext } from '../../../src/server/context.js';
import type { TypedApp } from '../../../src/server/http/typed-app.js';
import { solidImage, tempDataDir, uploadMultipart } from '../../support/media-files.js';
import { useTestApp } from '../../support/test-app.js';

const shared = tempDataDir();
const t = useTestApp({ env: { DATA_DIR: tempDataDir(), MEDIA_DIR: shared } });
let second: TypedApp | undefined;
afterAll(async () => second?.close());

describe('MEDIA_DIR', () => {
  it('puts uploads in the shared folder, where a second process with another DATA_DIR serves them', async () => {
    const response = await uploadMultipart(t, 'lamp.png', 'image/png', await solidImage(64, 48, 'png'));
    expect(response.statusCode, response.body).toBe(200);
    const { file } = response.json();
    expect(existsSync(path.join(shared, 'tote-demo'))).toBe(true);
    // Another server process of the same store: same database, its own DATA_DIR, the same MEDIA_DIR.
    const config = readConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:8787', DATA_DIR: tempDataDir(), MEDIA_DIR: shared });
    second = await buildApp(createContext(config, t.ctx.db));
    const served = await second.inject({ method: 'GET', url: new URL(file.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });
});
