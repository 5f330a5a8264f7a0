// The widget's chunks, built in memory, hold the modules tests/unit/build/chunk-modules.json lists: a renamed or moved file cannot
// silently put code on the first paint (the `elements` chunk) or into another chunk. `npm run chunks -- --update` rewrites the list.
import { describe, expect, it } from 'vitest';
import { chunkModuleChanges, committedChunkModules, widgetChunkModules } from '../../../scripts/chunk-modules.js';
import { widgetEntries } from '../../../vite.config.js';

describe("the widget's chunks", () => {
  it('are one per entry module of src/widget/entries, each with the modules the committed list names', async () => {
    const actual = await widgetChunkModules();
    // No chunk the bundler made on its own (a shared chunk is one more request, and code no entry's list shows).
    expect(Object.keys(actual).sort()).toEqual(Object.keys(widgetEntries()).sort());
    const changes = chunkModuleChanges(await committedChunkModules(), actual);
    expect(changes, 'modules that changed chunk (if meant: `npm run chunks -- --update`, and commit tests/unit/build/chunk-modules.json)').toEqual([]);
  });
});
