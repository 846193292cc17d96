import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDir, PID_FILE, runningCloudPid } from './pid-file';

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
