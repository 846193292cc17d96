import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../config';
import { SEED_PROMOS, seedPromo } from './promo-codes';

/** Every source file under a folder, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sources(path);
    return /\.(ts|tsx|js|html)$/.test(name) && !/\.test\.|test-support|fake-api|fixture/.test(name) ? [path] : [];
  });
}

describe('seeded promo codes', () => {
  it('are the spec codes, SAVE20 at 20 % and NEWUSER10 at 10 % for a first order only', () => {
    expect(SEED_PROMOS.map(({ code, kind, value, firstOrderOnly, active }) => ({ code, kind, value, firstOrderOnly, active }))).toEqual([
      { code: 'SAVE20', kind: 'percent', value: 20, firstOrderOnly: false, active: true },
      { code: 'NEWUSER10', kind: 'percent', value: 10, firstOrderOnly: true, active: true },
    ]);
    expect(seedPromo('SAVE20')).toEqual({ code: 'SAVE20', kind: 'percent', value: 20, minSubtotal: null });
    expect(seedPromo('NOPE')).toBeNull();
  });

  it('appear nowhere in the code the storefront is built from', () => {
    const files = [...sources(join(projectRoot, 'web')), ...sources(join(projectRoot, 'shared'))];
    expect(files.length).toBeGreaterThan(50);
    const leaking = files.filter((file) => SEED_PROMOS.some((promo) => readFileSync(file, 'utf8').includes(promo.code)));
    expect(leaking).toEqual([]);
  });
});
