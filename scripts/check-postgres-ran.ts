// CI guard: fails unless every integration test file ran, and passed, on PGlite and on PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs';

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
  if (passed.length < 2) problems.push(`${file}: passed on ${passed.length} of 2 databases`);
}
if (files.length === 0) problems.push('no integration test files found');
if (problems.length > 0) {
  console.error(`PostgreSQL check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`PostgreSQL check: ${files.length} integration files passed on PGlite and PostgreSQL.`);
