// Bench: the one-query ceiling and add-to-cart alone, as tests/bench/api-load.ts runs them (for measuring add-to-cart changes quickly).
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ONE_QUERY_PATH, startBenchServer, type BenchServer, type BenchTarget } from './bench-server.js';

const APP_ID = '1380b703-ce81-ff05-f115-39571d94dfcd';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;

function addBody(productId: string): string {
  return JSON.stringify({ lineItems: [{ catalogReference: { catalogItemId: productId, appId: APP_ID }, quantity: 1 }] });
}

async function post(url: string, token: string, body: string): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

/**
 * CPU milliseconds used so far by PostgreSQL's processes on this machine (Linux's /proc, clock ticks of 10 ms), or
 * undefined when none can be read (another machine, another container).
 */
function postgresCpuMs(): number | undefined {
  let ticks = 0;
  let found = false;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    } catch {
      // The process ended meanwhile.
    }
  }
  return found ? ticks * 10 : undefined;
}

/** One autocannon run: req/s, p99 and the server thread's busy µs per request. */
async function load(server: BenchServer, tokens: string[], path: string, body?: (i: number) => string): Promise<Record<string, number>> {
  let next = 0;
  const from = process.hrtime.bigint() / 1000n;
  server.startBusy();
  const pgFrom = postgresCpuMs();
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: body ? 'POST' : 'GET', path }],
    setupClient: (client) => {
      const i = next++;
      client.setHeaders({ authorization: tokens[i % tokens.length]!, 'content-type': 'application/json' });
      if (body) client.setBody(body(i));
    },
  });
  const { busyMs, cpuMs } = await server.stopBusyAndCpu();
  const pgTo = postgresCpuMs();
  // The window on the monotonic clock (µs) that CPU profiles use, to read one scenario from a profile.
  if (process.env.PROFILE_WINDOW) console.log(JSON.stringify({ window: [Number(from), Number(process.hrtime.bigint() / 1000n)] }));
  return {
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    'server µs/req': Math.round((busyMs * 1000) / Math.max(1, result.requests.total)),
    // The server thread's CPU time alone (without waits for a CPU on a busy machine).
    // PostgreSQL's CPU time (every process of it on this machine, so other load on it too).
    ...(pgFrom !== undefined && pgTo !== undefined
      ? { 'PostgreSQL CPU µs/req': Math.round(((pgTo - pgFrom) * 1000) / Math.max(1, result.requests.total)) }
      : {}),
    ...(cpuMs !== undefined ? { 'server CPU µs/req': Math.round((cpuMs * 1000) / Math.max(1, result.requests.total)) } : {}),
  };
}

/** Runs the ceiling and add-to-cart on `target`, with visitors that start with three lines each. */
export async function benchAdds(target: BenchTarget): Promise<Record<string, Record<string, number>>> {
  const server = await startBenchServer(target);
  try {
    const tokens: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const grant = await fetch(`${server.url}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: 'demo', grantType: 'anonymous' }),
      });
      tokens.push(((await grant.json()) as { access_token: string }).access_token);
    }
    for (const [i, token] of tokens.entries())
      for (let k = 0; k < 3; k++)
        await post(`${server.url}/ecom/v1/carts/current/add-to-cart`, token, addBody(server.productIds[(i + k) % server.productIds.length]!));
    const ceiling = await load(server, tokens, ONE_QUERY_PATH);
    const adds = await load(server, tokens, '/ecom/v1/carts/current/add-to-cart', (i) => addBody(server.productIds[i % server.productIds.length]!));
    return { ceiling, adds: { ...adds, 'x ceiling': Math.round((adds['req/s']! / Math.max(1, ceiling['req/s']!)) * 100) / 100 } };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `add-load.ts pglite`: on PGlite in a data folder; else on PostgreSQL at TEST_DATABASE_URL.
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  console.log(JSON.stringify(await benchAdds(process.argv[2] === 'pglite' ? { kind: 'pglite' } : { kind: 'postgres', url })));
}
