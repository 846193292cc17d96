import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../local/project-root';
import { FUNCTION_RUNTIME } from './app-function';

const major = (version: string) => version.replace(/^[^\d]*/, '').split('.')[0];

describe('the Node the tests run on', () => {
  it('is the major the functions run on in Lambda, whatever Node the machine has', () => {
    expect(`nodejs${major(process.versions.node)}.x`).toBe(FUNCTION_RUNTIME.name);
  });

  it('comes from the pinned node package, which npm scripts put first on the PATH', () => {
    const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(pkg.devDependencies.node).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.devDependencies.node).toBe(process.versions.node);
  });
});
