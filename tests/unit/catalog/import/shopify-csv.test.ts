// Reading Shopify's product CSV: line numbers of rows (quoted cells span lines), missing columns, grouping by Handle.
import { describe, expect, it } from 'vitest';
import { groupByHandle, readShopifyCsv, ShopifyCsvError } from '../../../../src/server/catalog/import/shopify-csv.js';

describe('readShopifyCsv', () => {
  it('numbers rows by the file line they start on, a multi-line description counting its lines', () => {
    const rows = readShopifyCsv('Handle,Title,Body (HTML)\r\nshirt,Shirt,"<p>one</p>\r\n<p>two</p>"\r\nshirt,,\r\n\r\nmug,Mug,\n');
    expect(rows.map((r) => [r.line, r.cells.Handle, r.cells.Title])).toEqual([
      [2, 'shirt', 'Shirt'],
      [4, 'shirt', ''],
      [6, 'mug', 'Mug'],
    ]);
    expect(rows[0]!.cells['Body (HTML)']).toBe('<p>one</p>\n<p>two</p>');
    // Columns the file lacks read as empty.
    expect(rows[0]!.cells['Variant Price']).toBe('');
  });

  it('reads a file with a byte order mark and columns in another order', () => {
    const rows = readShopifyCsv('\uFEFFTitle,Variant Price,Handle\nShirt,10.00,shirt\n');
    expect(rows[0]!.cells).toMatchObject({ Handle: 'shirt', Title: 'Shirt', 'Variant Price': '10.00' });
  });

  it('refuses a file without a Handle column', () => {
    expect(() => readShopifyCsv('Name,Price\nShirt,10\n')).toThrow(ShopifyCsvError);
    expect(() => readShopifyCsv('Name,Price\nShirt,10\n')).toThrow('no "Handle" column');
  });
});

describe('groupByHandle', () => {
  it('keeps the rows of a handle together in file order, handles in order of first appearance, empty handles apart', () => {
    const rows = readShopifyCsv('Handle,Title\na,A\nb,B\na,\n,orphan\nb,\n');
    const { products, orphans } = groupByHandle(rows);
    expect(products.map((p) => [p.handle, p.rows.map((r) => r.line)])).toEqual([
      ['a', [2, 4]],
      ['b', [3, 6]],
    ]);
    expect(orphans.map((r) => r.line)).toEqual([5]);
  });
});
