// CI: prepares on PostgreSQL every distinct statement the PGlite test run recorded, so SQL tested only on PGlite still parses and type-checks on PostgreSQL 15.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/server/db/connect.js';
import { migrateToLatest } from '../src/server/db/migrate.js';

/** What PREPARE takes: the statements that plan against tables (utility statements cannot be prepared, and DDL runs in migrations). */
const PREPARABLE = /^\s*(\(?\s*select|insert|update|delete|with|values|merge)\b/i;

/** A `;` with more text after it: a script of several statements. */
const MORE_STATEMENTS = /;\s*\S/;

/** Block comments before a statement (the tag that names a prepared statement). */
const LEADING_COMMENTS = /^\s*(\/\*[\s\S]*?\*\/\s*)*/;

/**
 * Answers that say nothing of PostgreSQL's version: a parameter whose type only the caller's value gives (`select $1`), and
 * a table or column of another schema state than the latest (migration tests run statements of older versions).
 */
const NOT_VERSION_ERRORS = new Set(['42P18', '42P01', '42703']);

const folder = process.argv[2] ?? '.tmp/sql';
const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error('TEST_DATABASE_URL is not set');
const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
const statements = new Set<string>();
for (const file of files) for (const sql of JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as string[]) statements.add(sql);
if (files.length === 0 || statements.size === 0) {
  console.error(`SQL check: no statements recorded in ${folder}`);
  process.exit(1);
}

const schema = `tote_sql_check_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema ${schema}`);
const failures: string[] = [];
let prepared = 0;
let version = '';
try {
  version = ((await admin.query('show server_version')).rows[0] as { server_version: string }).server_version;
  const migrated = await openDatabase({ kind: 'postgres', url, schema, poolSize: 1 });
  await migrateToLatest(migrated.db);
  await migrated.close();
  await admin.query(`set search_path = ${schema}`);
  for (const sql of statements) {
    // One statement only: PREPARE takes no script of several (a raw `a; b` of a test's setup).
    if (!PREPARABLE.test(sql.replace(LEADING_COMMENTS, '')) || MORE_STATEMENTS.test(sql)) continue;
    try {
      await admin.query(`prepare tote_sql_check as ${sql}`);
      await admin.query('deallocate tote_sql_check');
      prepared += 1;
    } catch (error) {
      if (NOT_VERSION_ERRORS.has((error as { code?: string }).code ?? '')) continue;
      failures.push(`${(error as Error).message}\n    ${sql.slice(0, 400)}`);
    }
  }
} finally {
  await admin.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
  await admin.end();
}
if (failures.length > 0) {
  console.error(`SQL check: ${failures.length} of the PGlite run's statements fail on PostgreSQL:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `SQL check: ${prepared} distinct statements of the PGlite run (${statements.size} recorded, ${files.length} databases) prepared on PostgreSQL ${version}.`,
);
