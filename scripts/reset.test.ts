import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./reset.mjs', import.meta.url));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function reset(dataDir: string) {
  const out = spawnSync(process.execPath, [script], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  return { status: out.status, output: out.stdout + out.stderr };
}

function dataDir(): string {
  const parent = mkdtempSync(join(tmpdir(), 'maison-reset-'));
  dirs.push(parent);
  const dir = join(parent, 'data');
  mkdirSync(join(dir, 'dynamodb'), { recursive: true });
  writeFileSync(join(dir, 'jwt-secret'), 'x');
  return dir;
}

describe('npm run reset', () => {
  it('removes the data directory and says so', () => {
    const dir = dataDir();
    const { status, output } = reset(dir);
    expect(status).toBe(0);
    expect(output).toContain('Removed');
    expect(existsSync(dir)).toBe(false);
  });

  it('refuses while a local cloud holds the directory', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'cloud.pid'), String(process.pid));
    const { status, output } = reset(dir);
    expect(status).toBe(1);
    expect(output).toContain(`pid ${process.pid}`);
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(true);
  });

  it('ignores a pid file left by a cloud that has gone', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'cloud.pid'), String(spawnSync(process.execPath, ['-e', '']).pid));
    expect(reset(dir).status).toBe(0);
    expect(existsSync(dir)).toBe(false);
  });

  it('says there is nothing to do when the directory does not exist', () => {
    const dir = join(dataDir(), 'never-created');
    expect(reset(dir)).toMatchObject({ status: 0, output: expect.stringContaining('Nothing to reset') });
  });

  it('refuses to delete the project itself', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const { status, output } = reset(root);
    expect(status).toBe(1);
    expect(output).toContain('Refusing');
  });
});
