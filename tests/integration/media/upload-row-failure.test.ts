// When the row of an upload cannot be written, the files already written for it are removed: nothing is left on disk.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { solidImage, tempDataDir, uploadMultipart } from '../../support/media-files.js';
import { useTestApp } from '../../support/test-app.js';

/** Fails inserts into media_files while armed, as a database that breaks between the files and the row would. */
class FailingMediaInsert implements KyselyPlugin {
  armed = false;
  private readonly doomed = new WeakSet<QueryId>();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.armed && args.node.kind === 'InsertQueryNode' && JSON.stringify(args.node.into).includes('"media_files"')) this.doomed.add(args.queryId);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.doomed.has(args.queryId)) throw new Error('the database went away');
    return args.result;
  }
}

const failing = new FailingMediaInsert();
const dataDir = tempDataDir();
const t = useTestApp({ env: { DATA_DIR: dataDir }, wrapDb: (db) => db.withPlugin(failing) });

describe('an upload whose row fails', () => {
  it('answers 500 and removes the original and its versions it had written', async () => {
    const png = await solidImage(700, 700, 'png');
    failing.armed = true;
    let response;
    try {
      response = await uploadMultipart(t, 'chair.png', 'image/png', png);
    } finally {
      failing.armed = false;
    }
    expect(response.statusCode).toBe(500);
    expect(readdirSync(path.join(dataDir, 'media', 'tote-demo'))).toEqual([]);
    const ok = await uploadMultipart(t, 'chair.png', 'image/png', png);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(readdirSync(path.join(dataDir, 'media', 'tote-demo'))).toHaveLength(4);
  });
});
