// The catalogue's throughput through the local gateway against a bare node:http server answering
// the same bytes with the same headers: same connections, same time, same client. Both are asked
// for gzip, so the bare server answers the compressed bytes the gateway made (the gateway, like
// CloudFront, compresses the stored plain JSON once per version, not per request). Run alone with
// `npx tsx scripts/bench-catalogue.ts`; `npm run bench` calls `catalogueThroughput`.
import { spawn, type ChildProcess } from 'node:child_process';
import { get, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { pathToFileURL } from 'node:url';
import { routes } from '@shared/routes';

/** The DESIGN.md budget: the gateway answers the catalogue at least this share of a bare server's rate. */
export const CATALOGUE_RATIO_BUDGET = 0.8;

export interface Throughput {
  requests: number;
  errors: number;
  perSecond: number;
}

interface LoadOptions {
  connections: number;
  seconds: number;
}

const DEFAULTS: LoadOptions = { connections: 16, seconds: 4 };
/** What every measured request accepts: the gzip form, the one every browser takes. */
const ACCEPT_ENCODING = 'gzip';
/** Rounds per server, alternated, so that a busy moment of the machine falls on both alike. */
const ROUNDS = 3;

/** `localhost` may resolve to ::1 first, where the servers do not listen. */
const loopback = (url: URL) => (url.hostname === 'localhost' ? '127.0.0.1' : url.hostname);

/**
 * Keep-alive GETs on `connections` sockets for `seconds`, each sent when the previous answer is
 * whole (what autocannon does, without pipelining): a raw-socket client, so the client's own cost
 * stays well under the servers'. Answers need a Content-Length; a non-200 counts as an error.
 */
export async function load(target: URL, options: LoadOptions = DEFAULTS): Promise<Throughput> {
  const request = Buffer.from(
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nAccept: application/json\r\n` +
      `Accept-Encoding: ${ACCEPT_ENCODING}\r\nConnection: keep-alive\r\n\r\n`,
  );
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  let requests = 0;
  let errors = 0;
  const connection = () =>
    new Promise<void>((resolve, reject) => {
      const socket = connect({ host: loopback(target), port: Number(target.port), noDelay: true });
      let chunks: Buffer[] = [];
      let size = 0;
      let whole = -1; // bytes of the answer in progress, once its head is read
      socket.on('connect', () => socket.write(request));
      socket.on('error', reject);
      socket.on('close', () => resolve());
      socket.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        for (;;) {
          if (whole < 0) {
            const buffer = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
            chunks = [buffer];
            const end = buffer.indexOf('\r\n\r\n');
            if (end < 0) return;
            const head = buffer.toString('latin1', 0, end);
            if (!head.startsWith('HTTP/1.1 200')) errors += 1;
            if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) return void socket.destroy(new Error('chunked answers are not measured'));
            whole = end + 4 + Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
          }
          if (size < whole) return;
          const buffer = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
          const rest = buffer.subarray(whole);
          chunks = rest.length ? [rest] : [];
          size = rest.length;
          whole = -1;
          requests += 1;
          if (performance.now() < deadline) socket.write(request);
          else return void socket.end();
        }
      });
    });
  await Promise.all(Array.from({ length: options.connections }, connection));
  return { requests, errors, perSecond: requests / ((performance.now() - started) / 1000) };
}

/** One answer as the wire carries it: headers and the raw (still compressed) body. */
function fetchRaw(url: URL): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** A bare node:http server in a process of its own (as the gateway has its own), answering every request with these bytes. */
const BARE_SERVER = `
const { createServer } = require('node:http');
process.once('message', ({ headers, body }) => {
  const bytes = Buffer.from(body, 'base64');
  const server = createServer((req, res) => res.writeHead(200, headers).end(bytes));
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('disconnect', () => process.exit(0));
});`;

async function startBareServer(headers: Record<string, string>, body: Buffer): Promise<{ url: URL; child: ChildProcess }> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    child.send({ headers, body: body.toString('base64') });
  });
  return { url: new URL(`http://127.0.0.1:${port}/api/customer/products`), child };
}

/** Headers a server writes for itself on every answer, left to the bare server's own node:http. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface CatalogueFigures {
  gateway: Throughput;
  bare: Throughput;
  ratio: number;
  bytes: number;
}

/**
 * Measures the catalogue through the local gateway, then a bare server with the gateway's own
 * answer (bytes and headers), in alternating rounds so that neither gets the quieter machine;
 * prints both rates and their ratio against the budget.
 */
export async function catalogueThroughput(
  cloud: { site: string },
  line: (label: string, value: string, ok?: boolean) => void,
  options: LoadOptions = DEFAULTS,
): Promise<CatalogueFigures> {
  const gatewayUrl = new URL(routes.listProducts.path, cloud.site);
  const answer = await fetchRaw(gatewayUrl);
  if (answer.status !== 200) throw new Error(`The catalogue answered ${answer.status}`);
  if (answer.headers['content-encoding'] !== ACCEPT_ENCODING) {
    throw new Error(`The catalogue answered ${answer.headers['content-encoding'] ?? 'plain bytes'} to Accept-Encoding: ${ACCEPT_ENCODING}`);
  }
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name, value]) => !PER_CONNECTION.has(name) && typeof value === 'string') as [string, string][],
  );
  const bare = await startBareServer(headers, answer.body);
  console.log(
    `\nCatalogue throughput (${options.connections} keep-alive connections, ${options.seconds} s × ${ROUNDS} each, ${(answer.body.length / 1024).toFixed(1)} KB gzipped)`,
  );
  try {
    const warm = { connections: options.connections, seconds: 2 };
    await load(gatewayUrl, warm);
    await load(bare.url, warm);
    const rounds = { connections: options.connections, seconds: options.seconds };
    const runs = { gateway: [] as Throughput[], bare: [] as Throughput[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.gateway.push(await load(gatewayUrl, rounds));
      runs.bare.push(await load(bare.url, rounds));
    }
    const total = (list: Throughput[]): Throughput => ({
      requests: list.reduce((sum, t) => sum + t.requests, 0),
      errors: list.reduce((sum, t) => sum + t.errors, 0),
      perSecond: list.reduce((sum, t) => sum + t.perSecond, 0) / list.length,
    });
    const figures = { gateway: total(runs.gateway), bare: total(runs.bare), ratio: 0, bytes: answer.body.length };
    figures.ratio = figures.gateway.perSecond / figures.bare.perSecond;
    line(
      '  GET /api/customer/products via the gateway',
      `${Math.round(figures.gateway.perSecond)} req/s (${figures.gateway.errors} errors)`,
      figures.gateway.errors === 0,
    );
    line('  the same bytes from a bare node:http server', `${Math.round(figures.bare.perSecond)} req/s`);
    line('  gateway / bare', `${figures.ratio.toFixed(2)} (budget ≥ ${CATALOGUE_RATIO_BUDGET})`, figures.ratio >= CATALOGUE_RATIO_BUDGET);
    return figures;
  } finally {
    bare.child.kill();
  }
}

// Alone: a local cloud of its own, the measurement, and the cloud stopped again.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { spawnLocalCloud } = await import('../infra/local/spawn-cloud');
  const cloud = await spawnLocalCloud();
  let failed = false;
  try {
    // The stream is still working through the seed just after the start: let it settle.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await catalogueThroughput(cloud, (label, value, ok = true) => {
      if (!ok) failed = true;
      console.log(`${ok ? '  ' : '✗ '}${label.padEnd(48)} ${value}`);
    });
  } finally {
    await cloud.stop();
  }
  process.exit(failed ? 1 : 0);
}
