// The import's progress and summary lines count what happened: created, updated, failed (with their lines) and skipped rows.
import { describe, expect, it } from 'vitest';
import { progressLine, summaryLine } from '../../../../src/server/catalog/import/progress.js';

describe('import progress and summary lines', () => {
  it('never reads as all imported when some failed', () => {
    expect(progressLine({ done: 3, total: 3, created: 2, updated: 0, failed: 1, skipped: 0 })).toBe('read 3/3 products: created 2, updated 0, failed 1');
    expect(progressLine({ done: 5, total: 5, created: 2, updated: 1, failed: 1, skipped: 1 })).toBe(
      'read 5/5 products: created 2, updated 1, failed 1, skipped 1',
    );
  });

  it("counts created, updated, failed with the failures' lines, and skipped rows", () => {
    const base = { created: 2, updated: 1, problems: [], notes: [], seconds: 2 };
    expect(summaryLine({ ...base, total: 5, failed: 1, skipped: 1, failedAt: ['line 9'] })).toBe(
      '4 products: created 2, updated 1, failed 1 (line 9), skipped 1 in 2.0 s (2 products/s)',
    );
    expect(summaryLine({ ...base, total: 3, failed: 0, skipped: 0, failedAt: [] })).toBe(
      '3 products: created 2, updated 1, failed 0, skipped 0 in 2.0 s (2 products/s)',
    );
    const many = Array.from({ length: 12 }, (_, i) => `line ${i + 2}`);
    expect(summaryLine({ ...base, total: 15, failed: 12, skipped: 0, failedAt: many })).toContain(
      'failed 12 (line 2, line 3, line 4, line 5, line 6, line 7, line 8, line 9, line 10, line 11, and 2 more)',
    );
  });
});
