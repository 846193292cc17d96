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
 * it (two DynamoDB engines on one database file would corrupt it). Returns the release.
 */
export function claimDataDir(dataDir: string): () => void {
  const other = runningCloudPid(dataDir);
  if (other) {
    throw new LocalCloudError(`Another local cloud (pid ${other}) is using ${dataDir}. Stop it first, or set DATA_DIR to another directory.`);
  }
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
