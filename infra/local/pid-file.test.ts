import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDir, PID_FILE, runningCloudPid, stopOrphanedEngines } from './pid-file';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'maison-pid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The pid of a process that has certainly ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describe('claimDataDir', () => {
  it('writes the pid file and removes it on release', () => {
    const dir = dataDir();
    const release = claimDataDir(dir);
    expect(existsSync(join(dir, PID_FILE))).toBe(true);
    release();
    expect(existsSync(join(dir, PID_FILE))).toBe(false);
  });

  it('refuses a directory a live process holds', () => {
    const dir = dataDir();
    writeFileSync(join(dir, PID_FILE), String(process.ppid));
    expect(runningCloudPid(dir)).toBe(process.ppid);
    expect(() => claimDataDir(dir)).toThrow(/Another local cloud/);
  });

  it('takes over a stale pid file', () => {
    const dir = dataDir();
    writeFileSync(join(dir, PID_FILE), String(deadPid()));
    expect(runningCloudPid(dir)).toBeUndefined();
    expect(() => claimDataDir(dir)()).not.toThrow();
  });
});

/** A stand-in for a DynamoDB Local left running on a directory: a process with its command line, in a group of its own. */
function fakeEngine(directory: string, options: { ignoreTerm?: boolean } = {}): { child: ChildProcess; exited: Promise<unknown> } {
  const script = options.ignoreTerm ? "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)" : 'setInterval(() => {}, 1000)';
  const child = spawn(process.execPath, ['-e', script, 'DynamoDBLocal.jar', '-dbPath', join(directory, 'dynamodb'), '-port', '1'], {
    detached: true,
    stdio: 'ignore',
  });
  return { child, exited: new Promise((resolve) => child.once('exit', resolve)) };
}
const started = (child: ChildProcess) =>
  new Promise((resolve) => child.once('spawn', resolve)).then(() => new Promise((resolve) => setTimeout(resolve, 200)));

describe('stopOrphanedEngines', () => {
  it('stops a DynamoDB Local a dead cloud left on the directory when the directory is claimed, and no other', async () => {
    const dir = dataDir();
    const elsewhere = dataDir();
    writeFileSync(join(dir, PID_FILE), String(deadPid()));
    const orphan = fakeEngine(dir);
    const other = fakeEngine(elsewhere);
    await Promise.all([started(orphan.child), started(other.child)]);
    try {
      claimDataDir(dir)();
      await orphan.exited;
      expect(orphan.child.signalCode).toBe('SIGTERM');
      expect(other.child.exitCode).toBeNull();
    } finally {
      orphan.child.kill('SIGKILL');
      other.child.kill('SIGKILL');
    }
  });

  it('uses SIGKILL on one that ignores SIGTERM', async () => {
    const dir = dataDir();
    const orphan = fakeEngine(dir, { ignoreTerm: true });
    await started(orphan.child);
    try {
      expect(stopOrphanedEngines(dir, 300)).toEqual([orphan.child.pid]);
      await orphan.exited;
      expect(orphan.child.signalCode).toBe('SIGKILL');
    } finally {
      orphan.child.kill('SIGKILL');
    }
  });
});
