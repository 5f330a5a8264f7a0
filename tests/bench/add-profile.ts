// Bench: sequential add-to-cart requests from one client against the bench server, reporting the server thread's busy µs per add (run under node --cpu-prof to profile).
import { pathToFileURL } from 'node:url';
import { startBenchServer } from './bench-server.js';

const APP_ID = '1380b703-ce81-ff05-f115-39571d94dfcd';

/** Sends `count` sequential adds of one product (after `warmup` unmeasured ones) and returns the server's busy and CPU µs per add. */
export async function profileAdds(url: string, count: number, warmup = 300): Promise<{ busy: number; cpu: number | undefined }> {
  const server = await startBenchServer({ kind: 'postgres', url });
  try {
    const grant = await fetch(`${server.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'demo', grantType: 'anonymous' }),
    });
    const token = ((await grant.json()) as { access_token: string }).access_token;
    const add = async (productId: string) => {
      const response = await fetch(`${server.url}/ecom/v1/carts/current/add-to-cart`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json', 'accept-encoding': 'identity' },
        body: JSON.stringify({ lineItems: [{ catalogReference: { catalogItemId: productId, appId: APP_ID }, quantity: 1 }] }),
      });
      if (!response.ok) throw new Error(`add: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };
    // Three lines, as in the load bench; then the first one grows.
    for (let k = 0; k < 3; k++) await add(server.productIds[k]!);
    for (let i = 0; i < warmup; i++) await add(server.productIds[0]!);
    server.startBusy();
    const from = process.hrtime.bigint() / 1000n;
    for (let i = 0; i < count; i++) await add(server.productIds[0]!);
    const to = process.hrtime.bigint() / 1000n;
    const { busyMs, cpuMs } = await server.stopBusyAndCpu();
    // The window on the monotonic clock (µs) that CPU profiles use, to read only the measured adds from one.
    if (process.env.PROFILE_WINDOW) console.log(JSON.stringify({ window: [Number(from), Number(to)] }));
    return { busy: (busyMs * 1000) / count, cpu: cpuMs === undefined ? undefined : (cpuMs * 1000) / count };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const count = Number(process.env.ADDS ?? 2000);
  const { busy, cpu } = await profileAdds(url, count);
  console.log(JSON.stringify({ adds: count, 'server µs/add': Math.round(busy), 'server CPU µs/add': cpu === undefined ? undefined : Math.round(cpu) }));
}
