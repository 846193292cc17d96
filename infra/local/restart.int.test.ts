import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './project-root';
import { spawnLocalCloud, type SpawnedCloud } from './spawn-cloud';

// What `npm start` promises: data survives a stop and a start; `npm run reset` clears it.
const dataDir = mkdtempSync(join(tmpdir(), 'maison-restart-'));
const email = `restart-${Date.now()}@example.com`;
let cloud: SpawnedCloud | undefined;

const password = 'secret-123';
// An unverified account answers the right password with 403 (verify first); an unknown one with 401.
const status = (site: string) =>
  fetch(`${site}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  }).then((res) => res.status);

afterAll(async () => {
  await cloud?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the local cloud on disk', { timeout: 240_000 }, () => {
  it('keeps an account across a restart, and forgets it after npm run reset', async () => {
    cloud = await spawnLocalCloud({ dataDir, onDisk: true });
    const registered = await fetch(`${cloud.site}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `restart${Date.now()}`, email, password }),
    });
    expect(registered.status).toBe(200);
    expect(await status(cloud.site)).toBe(403);
    await cloud.stop();

    cloud = await spawnLocalCloud({ dataDir, onDisk: true });
    expect(await status(cloud.site)).toBe(403);
    const products = (await (await fetch(`${cloud.site}/api/customer/products`)).json()) as unknown[];
    expect(products.length).toBeGreaterThanOrEqual(100);
    await cloud.stop();

    const reset = spawnSync(process.execPath, [join(PROJECT_ROOT, 'scripts/reset.mjs')], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(reset.status).toBe(0);
    expect(reset.stdout).toMatch(/Removed/);

    cloud = await spawnLocalCloud({ dataDir, onDisk: true });
    expect(await status(cloud.site)).toBe(401);
  });
});
