// Cells that would run as spreadsheet formulas are written with a leading quote, and read back exactly as they were.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, restoreCell, writeCsv } from '../../../src/server/csv/formula-cells.js';

const FORMULAS = ['=HYPERLINK("http://evil.example","x")', '@SUM(1+1)', '-5', '+1 555 0100', '\tcmd', '\r=1+1', '=', '-'];
const PLAIN = ['Linen Shirt', '12.50', '', "'Tis the season", "it's -5", 'a=b', "''", "'"];
// Values that start with quotes before a formula character: quoted once more, so reading back is exact.
const QUOTED = ["'=1+1", "''@x", "'-5"];

describe('formula cells', () => {
  it('neutralises cells starting with =, +, -, @, tab or carriage return with a leading quote (OWASP)', () => {
    for (const cell of FORMULAS) expect(neutraliseCell(cell)).toBe(`'${cell}`);
    for (const cell of QUOTED) expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it('leaves every other cell as it is', () => {
    for (const cell of PLAIN) expect(neutraliseCell(cell)).toBe(cell);
  });

  it('reads every cell back as it was before writing', () => {
    for (const cell of [...FORMULAS, ...PLAIN, ...QUOTED]) expect(restoreCell(neutraliseCell(cell))).toBe(cell);
  });

  it('writes no cell a spreadsheet would run, header included', () => {
    const text = writeCsv(['Title', '=Header'], [FORMULAS, PLAIN, QUOTED]);
    const cells = (parse(text, { relax_column_count: true }) as string[][]).flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(cells).toContain('\'=HYPERLINK("http://evil.example","x")');
    expect(cells).toContain("'=Header");
  });
});
