import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { type LocalCloudInfo, parseReadyLine } from './cloud-info';
import { PROJECT_ROOT } from './project-root';

export interface SpawnedCloud extends LocalCloudInfo {
  /** The child's last lines of output, for a failing test's report. */
  logs(): string;
  /** Stops the child (and its stand-ins) and removes its temporary data directory. Safe to call twice. */
  stop(): Promise<void>;
  /**
   * Crashes it: SIGKILL to the child and every process it started (DynamoDB Local runs in a
   * process group of its own, and a killed parent does not take it along). Resolves once none
   * is left, so its ports are free. The data directory stays, whatever it holds.
   */
  crash(): Promise<void>;
}

export interface SpawnOptions {
  /** Extra environment for the child (e.g. ADMIN_PASSWORD). */
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Keep the database on disk instead of in memory. */
  onDisk?: boolean;
  /** Use this data directory and keep it on stop (restart tests); a fresh temporary one otherwise. */
  dataDir?: string;
  /** Hears every line the child writes, from its start (the log tests read them all; `logs()` keeps only the last). */
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
}

/** Variables a developer's shell may hold that would make a test cloud collide or leave the sandbox. */
const NOT_INHERITED = [
  'PORT',
  'MAILBOX_PORT',
  'STRIPE_PORT',
  'DYNAMODB_PORT',
  'S3_PORT',
  'DATA_DIR',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'JWT_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
];

/**
 * Starts a private local cloud in a child process (what `npm start` runs) on free ports with a
 * fresh data directory, and resolves with its URLs once it prints its READY line. Test suites
 * and the benchmark use it, so they never touch a developer's running shop or data.
 */
export async function spawnLocalCloud(options: SpawnOptions = {}): Promise<SpawnedCloud> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'maison-cloud-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NOT_INHERITED) delete env[name];
  Object.assign(env, {
    DATA_DIR: dataDir,
    LOCAL_PORTS: 'random',
    PORT: '0',
    DYNAMODB_IN_MEMORY: options.onDisk ? 'false' : 'true',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // Drawing every share card of a fresh catalogue costs half a minute of CPU these suites do
    // not test; the card tests draw their own, and `env` turns them back on.
    SHARE_CARDS: 'off',
    // Expired checkout holds are looked for every 2 s rather than every minute, so a test that
    // ends a hold sees the cloud's own timer give its stock back without waiting a minute.
    HOLD_RELEASE_EVERY_SECONDS: '2',
    ...options.env,
  });
  // Node with tsx's loader (not npx: it costs seconds), and an IPC channel so the child stops
  // itself if this process dies without calling stop().
  const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'infra/local/start.ts')], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const tail: string[] = [];
  const remember = (line: string) => {
    tail.push(line);
    if (tail.length > 200) tail.shift();
  };
  createInterface({ input: child.stderr! }).on('line', (line) => {
    remember(line);
    options.onLine?.(line, 'stderr');
  });
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (line) => options.onLine?.(line, 'stdout'));

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await terminate(child);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    })());

  try {
    const info = await new Promise<LocalCloudInfo>((resolve, reject) => {
      const timeoutMs = options.timeoutMs ?? 90_000;
      const timer = setTimeout(
        () => reject(new Error(`The local cloud was not ready within ${timeoutMs / 1000} s.\n${tail.join('\n')}`)),
        timeoutMs,
      );
      lines.on('line', (line) => {
        remember(line);
        const ready = parseReadyLine(line);
        if (ready) {
          clearTimeout(timer);
          resolve(ready);
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`The local cloud exited (${signal ?? `code ${code}`}) before it was ready:\n${tail.join('\n')}`));
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    // The child's ties to this process must not keep a test runner alive on their own.
    child.channel?.unref();
    return { ...info, logs: () => tail.join('\n'), stop, crash: () => killTree(child) };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** SIGTERM (the child stops its stand-ins and exits), SIGKILL if it has not gone in 20 s. */
function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** SIGKILL to a process and all its descendants at once; waits until every one has gone. */
async function killTree(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  // Frozen at once (the crash's instant), while its children are looked up.
  process.kill(child.pid, 'SIGSTOP');
  const tree = [child.pid, ...descendantsOf(child.pid)];
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (const pid of tree) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  await exited;
  const deadline = Date.now() + 10_000;
  for (let left = tree; left.length; left = tree.filter(isRunning)) {
    if (Date.now() > deadline) throw new Error(`Processes ${left.join(', ')} outlived SIGKILL`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The live processes by pid: parent and state (`ps`, on Linux and macOS). */
function processTable(): Map<number, { ppid: number; state: string }> {
  const out = spawnSync('ps', ['-A', '-o', 'pid=,ppid=,stat='], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`ps failed: ${out.stderr || out.error?.message}`);
  const table = new Map<number, { ppid: number; state: string }>();
  for (const line of out.stdout.split('\n')) {
    const [pid, ppid, state] = line.trim().split(/\s+/);
    if (pid && ppid) table.set(Number(pid), { ppid: Number(ppid), state: state ?? '' });
  }
  return table;
}

function descendantsOf(root: number): number[] {
  const table = [...processTable()];
  const found: number[] = [];
  for (let parents = [root]; parents.length;) {
    const children = table.filter(([, { ppid }]) => parents.includes(ppid)).map(([pid]) => pid);
    found.push(...children);
    parents = children;
  }
  return found;
}

/** Alive and not a zombie waiting for its (new) parent to reap it. */
function isRunning(pid: number): boolean {
  const entry = processTable().get(pid);
  return entry !== undefined && !entry.state.startsWith('Z');
}
