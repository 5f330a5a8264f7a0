// READ_DATABASE_URL, DATABASE_DIRECT_URL and DATABASE_PREPARED_STATEMENTS: read, checked in one line, and LSNs compared as byte positions.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/config.js';
import { lsnBytes } from '../../../src/server/db/read-routing.js';

const PRIMARY = 'postgres://tote:secret@db:5432/tote';

describe('scale-out settings', () => {
  it('are off by default: no replica, LISTEN on DATABASE_URL, named statements decided at start (unset)', () => {
    const config = readConfig({ DATABASE_URL: PRIMARY });
    expect(config.readDatabaseUrl).toBeUndefined();
    expect(config.databaseDirectUrl).toBeUndefined();
    expect(config.databasePreparedStatements).toBeUndefined();
    expect(readConfig({ DATABASE_URL: PRIMARY, DATABASE_PREPARED_STATEMENTS: 'true' }).databasePreparedStatements).toBe(true);
  });

  it('reads the replica and direct URLs and turns named statements off', () => {
    const config = readConfig({
      DATABASE_URL: PRIMARY,
      READ_DATABASE_URL: 'postgres://tote:secret@replica:5432/tote',
      DATABASE_DIRECT_URL: 'postgresql://tote:secret@db:5433/tote',
      DATABASE_PREPARED_STATEMENTS: 'false',
    });
    expect(config.readDatabaseUrl).toBe('postgres://tote:secret@replica:5432/tote');
    expect(config.databaseDirectUrl).toBe('postgresql://tote:secret@db:5433/tote');
    expect(config.databasePreparedStatements).toBe(false);
  });

  it('refuses bad values in one line that never shows a password', () => {
    expect(() => readConfig({ DATABASE_URL: PRIMARY, READ_DATABASE_URL: 'mysql://u:hunter2@x/y' })).toThrow(
      /^READ_DATABASE_URL="mysql:\/\/\.\.\.": must be a PostgreSQL URL .*; fix READ_DATABASE_URL, or unset it$/,
    );
    expect(() => readConfig({ DATABASE_URL: PRIMARY, DATABASE_DIRECT_URL: 'not a url hunter2' })).toThrow(/^DATABASE_DIRECT_URL="\(not shown\)"/);
    expect(() => readConfig({ READ_DATABASE_URL: 'postgres://u:hunter2@replica/tote' })).toThrow(/^READ_DATABASE_URL="\(not shown\)": needs DATABASE_URL/);
    expect(() => readConfig({ DATABASE_URL: PRIMARY, DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(
      /^DATABASE_PREPARED_STATEMENTS="no": must be true or false/,
    );
  });

  it('compares WAL positions across the 32-bit boundary', () => {
    expect(lsnBytes('0/16B3748')).toBe(0x16b3748n);
    expect(lsnBytes('1/0') > lsnBytes('0/FFFFFFFF')).toBe(true);
    expect(lsnBytes('A/10') - lsnBytes('A/0')).toBe(16n);
  });
});
