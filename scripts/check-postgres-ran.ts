// CI guard: fails unless every integration test file passed on PGlite, and those of the PostgreSQL scope on PostgreSQL too.
import { readdirSync, readFileSync } from 'node:fs';
import { runsOnPostgres } from '../tests/support/postgres-scope.js';

interface Report {
  testResults: Array<{ name: string; status: string; assertionResults: unknown[] }>;
}

const report = JSON.parse(readFileSync(process.argv[2] ?? '.tmp/vitest.json', 'utf8')) as Report;
const files = (readdirSync('tests/integration', { recursive: true }) as string[])
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/integration/${name}`);
const problems: string[] = [];
for (const file of files) {
  const runs = report.testResults.filter((r) => r.name.endsWith(`/${file}`));
  const passed = runs.filter((r) => r.status === 'passed' && r.assertionResults.length > 0);
  const databases = runsOnPostgres(file) ? 2 : 1;
  if (passed.length < databases) problems.push(`${file}: passed on ${passed.length} of ${databases} databases`);
}
if (files.length === 0) problems.push('no integration test files found');
if (problems.length > 0) {
  console.error(`PostgreSQL check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`PostgreSQL check: ${files.length} integration files passed on PGlite, ${files.filter(runsOnPostgres).length} of them on PostgreSQL too.`);
