import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '../../infra/constructs/bundled-code';
import { PROJECT_ROOT as root } from '../../infra/local/project-root';
import { keyBuilders, like, tableActionsIn, tableKeysIn } from '../test-support/bundle-table-use';
import { HOLD_RELEASE_TABLE } from './release-grants';

let text: string;

/** The hold release's bundle as the stack builds it (unminified: what is in it, not its size). */
beforeAll(async () => {
  const entry = join(root, 'functions', 'events', 'release-holds.ts');
  const { outfile: _, ...options } = esbuildOptions({ projectRoot: root, entry, sourceMaps: false }, 'unused.mjs');
  const out = await build({ ...options, outdir: 'out', write: false, minify: false, logLevel: 'silent' });
  text = out.outputFiles.find((file) => file.path.endsWith('.js'))!.text;
}, 60_000);

describe("the hold release's grants", () => {
  it('hold exactly the table actions the bundle calls, never a scan', () => {
    expect([...new Set(HOLD_RELEASE_TABLE.flatMap((grant) => grant.actions))].sort()).toEqual(tableActionsIn(text));
  });

  it('hold every partition key the bundle names, and no key it does not', () => {
    const named = tableKeysIn(text, keyBuilders(join(root, 'functions')));
    const declared = HOLD_RELEASE_TABLE.flatMap((grant) => grant.keys);
    expect(
      named.filter((key) => !declared.some((pattern) => like(pattern, key))),
      'named, not granted',
    ).toEqual([]);
    expect(
      declared.filter((pattern) => !named.some((key) => like(pattern, key))),
      'granted, never named',
    ).toEqual([]);
  });
});
