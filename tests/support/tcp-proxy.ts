// A TCP proxy on loopback between the app and PostgreSQL that tests cut (refuse connections) and stall (forward nothing) at will.
import net from 'node:net';

/** What the proxy does with connections: forward them, refuse them, or hold them without forwarding a byte. */
export type ProxyMode = 'open' | 'refuse' | 'stall';

/** One client connection and its link to the server (none yet while stalled). */
interface Pair {
  client: net.Socket;
  server?: net.Socket;
}

/** A proxy to `host:port`, listening on a free port of 127.0.0.1. */
export class TcpProxy {
  readonly #pairs = new Set<Pair>();
  #server: net.Server | undefined;
  #mode: ProxyMode = 'open';
  /** Connections accepted from clients since the start (a new one each time the pool reconnects). */
  accepted = 0;

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  /** Starts a proxy to the host and port of `url`, forwarding. */
  static async start(url: string): Promise<TcpProxy> {
    const parsed = new URL(url);
    const probe = await listen(0, () => undefined);
    const port = (probe.address() as net.AddressInfo).port;
    await closeServer(probe);
    const proxy = new TcpProxy(port, { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || 5432) });
    await proxy.#listen();
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  get mode(): ProxyMode {
    return this.#mode;
  }

  /** Drops every connection and refuses new ones (the port is closed: ECONNREFUSED). */
  async refuse(): Promise<void> {
    this.#mode = 'refuse';
    for (const pair of this.#pairs) destroy(pair);
    if (this.#server) await closeServer(this.#server);
    this.#server = undefined;
  }

  /** Keeps every connection open but forwards nothing either way; new connections are accepted and held. */
  stall(): void {
    this.#mode = 'stall';
    for (const pair of this.#pairs) {
      pair.client.pause();
      pair.server?.pause();
    }
  }

  /** Forwards again: held connections go on where they stopped, and the port accepts again. */
  async open(): Promise<void> {
    const was = this.#mode;
    this.#mode = 'open';
    if (was === 'refuse') await this.#listen();
    for (const pair of this.#pairs) {
      if (pair.server) {
        pair.client.resume();
        pair.server.resume();
      } else this.#connect(pair);
    }
  }

  /** Drops every connection and stops listening. */
  async close(): Promise<void> {
    this.#mode = 'refuse';
    for (const pair of this.#pairs) destroy(pair);
    if (this.#server) await closeServer(this.#server);
    this.#server = undefined;
  }

  async #listen(): Promise<void> {
    this.#server = await listen(this.port, (client) => this.#accept(client));
  }

  #accept(client: net.Socket): void {
    // Accepted while the port was closing: refused all the same.
    if (this.#mode === 'refuse') {
      client.destroy();
      return;
    }
    this.accepted++;
    const pair: Pair = { client };
    this.#pairs.add(pair);
    client.on('error', () => destroy(pair));
    client.on('close', () => {
      destroy(pair);
      this.#pairs.delete(pair);
    });
    if (this.#mode === 'open') this.#connect(pair);
    else client.pause();
  }

  #connect(pair: Pair): void {
    const server = net.connect(this.target.port, this.target.host);
    pair.server = server;
    server.on('error', () => destroy(pair));
    server.on('close', () => destroy(pair));
    // Forwarding by hand, not pipe(): pause() then stops the flow at once in both directions.
    pair.client.on('data', (chunk: Buffer) => server.write(chunk));
    server.on('data', (chunk: Buffer) => pair.client.write(chunk));
    pair.client.resume();
  }
}

function destroy(pair: Pair): void {
  pair.client.destroy();
  pair.server?.destroy();
}

function listen(port: number, onConnection: (socket: net.Socket) => void): Promise<net.Server> {
  const server = net.createServer(onConnection);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function closeServer(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
