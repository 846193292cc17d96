import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LocalCloudError } from './local-cloud-error';

/** The file a running cloud keeps in its data directory; `npm run reset` looks for it too. */
export const PID_FILE = 'cloud.pid';

/** The pid of a live process holding the data directory, if any (a stale file does not count). */
export function runningCloudPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, PID_FILE), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/**
 * Marks the data directory as in use by this process, refusing when another live cloud holds
 * it (two DynamoDB engines on one database file would corrupt it), and stopping a DynamoDB Local
 * that a dead cloud left running on it. Returns the release.
 */
export function claimDataDir(dataDir: string): () => void {
  const other = runningCloudPid(dataDir);
  if (other) {
    throw new LocalCloudError(
      `Another local cloud (pid ${other}) is using ${dataDir}. Stop it first, or set DATA_DIR to another directory.`,
    );
  }
  stopOrphanedEngines(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, PID_FILE);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone (a reset, or the directory was removed).
    }
  };
}

/**
 * Stops each DynamoDB Local still serving this data directory's database although its cloud has
 * gone. The engine runs in a process group of its own and outlives a cloud that was killed
 * (SIGKILL, the OOM killer, a closed terminal): left alone it would hold its port and the
 * database file while the next start opens a second engine on it. SIGTERM first, SIGKILL
 * after 5 s. Answers the pids stopped.
 */
export function stopOrphanedEngines(dataDir: string, graceMs = 5000): number[] {
  const pids = enginesOn(join(dataDir, 'dynamodb'));
  for (const pid of pids) signal(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (pids.some(alive) && Date.now() < deadline) pause(50);
  for (const pid of pids.filter(alive)) signal(pid, 'SIGKILL');
  while (pids.some(alive)) {
    if (Date.now() > deadline + 5000) {
      throw new LocalCloudError(
        `DynamoDB Local (pid ${pids.filter(alive).join(', ')}) still runs on ${dataDir} and could not be stopped. Stop it first.`,
      );
    }
    pause(50);
  }
  return pids;
}

/** The pids of DynamoDB Local processes started with `-dbPath <directory>` (`ps`; none where there is no ps). */
function enginesOn(directory: string): number[] {
  if (process.platform === 'win32') return [];
  const out = spawnSync('ps', ['-A', '-ww', '-o', 'pid=,args='], { encoding: 'utf8' });
  if (out.status !== 0) return [];
  return out.stdout.split('\n').flatMap((line) => {
    const match = /^\s*(\d+)\s+(.*)$/.exec(line);
    const args = match?.[2] ?? '';
    const named = args.includes('DynamoDBLocal') && (args.endsWith(` -dbPath ${directory}`) || args.includes(` -dbPath ${directory} `));
    return named && Number(match![1]) !== process.pid ? [Number(match![1])] : [];
  });
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already.
  }
}

/** Alive and not a zombie (a zombie holds no port or file; its new parent reaps it). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const state = spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim();
  return state !== '' && !state.startsWith('Z');
}

/** claimDataDir runs before anything else starts, so a blocking wait is fine here. */
function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
