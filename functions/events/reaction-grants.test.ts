import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '../../infra/constructs/bundled-code';
import { PROJECT_ROOT as root } from '../../infra/local/project-root';
import { keyBuilders, like, tableActionsIn, tableKeysIn } from '../test-support/bundle-table-use';
import { REACTION_TABLE_GRANTS } from './reaction-grants';
import { batchReactions, reactions } from './reactions';

/**
 * Keys the handler names through a builder more general than its grant, whose argument the
 * bundle's text does not tell: the send slot (`claimWithinBudget('mail-send', …)` in
 * send-queued-mail.ts) is the only rate counter it takes, and the counters' applied marks
 * (`keys.appliedChange(REACTION, …)` in stats-counters.ts) the only reaction's marks it keeps.
 */
const NARROWED: Record<string, string> = { 'RATE#*': 'RATE#mail-send#*', 'CHANGE#*#*': 'CHANGE#stats-counters#*' };

const grants = Object.values(REACTION_TABLE_GRANTS).flat();
let text: string;

/** The stream handler's bundle as the stack builds it (unminified: what is in it, not its size). */
beforeAll(async () => {
  const entry = join(root, 'functions', 'events', 'on-table-change.ts');
  const { outfile: _, ...options } = esbuildOptions({ projectRoot: root, entry, sourceMaps: false }, 'unused.mjs');
  const out = await build({ ...options, outdir: 'out', write: false, minify: false, logLevel: 'silent' });
  text = out.outputFiles.find((file) => file.path.endsWith('.js'))!.text;
}, 60_000);

describe("the stream handler's grants, reaction by reaction", () => {
  it('name every reaction the handler runs, and no other', () => {
    expect(Object.keys(REACTION_TABLE_GRANTS).sort()).toEqual([...reactions, ...batchReactions].map((reaction) => reaction.name).sort());
  });

  it('hold exactly the table actions the bundle calls, never a scan', () => {
    expect([...new Set(grants.flatMap((grant) => grant.actions))].sort()).toEqual(tableActionsIn(text));
    expect(tableActionsIn(text)).not.toContain('Scan');
  });

  it('hold every partition key the bundle names, and no key it does not', () => {
    const named = tableKeysIn(text, keyBuilders(join(root, 'functions'))).map((key) => NARROWED[key] ?? key);
    const declared = grants.flatMap((grant) => grant.keys);
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
