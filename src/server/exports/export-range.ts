// The date range and format of an export, read from the API's query or the CLI's flags: [from, to) on the created date.
import type { ExportFormat } from '../../wire/exports.js';

/** A half-open range `[from, to)` of created dates; an absent end is unbounded. */
export interface ExportRange {
  from?: Date;
  to?: Date;
}

/** A bad `from`, `to` or `format`: which one, and what is wrong. */
export interface RangeProblem {
  field: 'from' | 'to' | 'format';
  message: string;
}

/**
 * A date (`2026-01-01`, midnight UTC) or a date and time (ISO 8601) as an instant; undefined when it is neither.
 * A bare date is the start of that day, so `--to 2026-02-01` ends before February.
 */
export function parseExportDate(text: string): Date | undefined {
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(text);
  if (!bare && !/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
  const date = new Date(bare ? `${text}T00:00:00.000Z` : text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Reads `from`, `to` (both optional) and `format` (@default 'csv'); a problem when one is wrong or to is before from. */
export function readExportQuery(query: { from?: string; to?: string; format?: string }): { range: ExportRange; format: ExportFormat } | RangeProblem {
  const range: ExportRange = {};
  for (const field of ['from', 'to'] as const) {
    const text = query[field];
    if (text === undefined || text === '') continue;
    const date = parseExportDate(text);
    if (!date) return { field, message: 'must be a date (2026-01-31) or an ISO 8601 date and time' };
    range[field] = date;
  }
  if (range.from && range.to && range.to < range.from) return { field: 'to', message: 'must not be before from' };
  const format = query.format ?? 'csv';
  if (format !== 'csv' && format !== 'json') return { field: 'format', message: 'must be csv or json' };
  return { range, format };
}
