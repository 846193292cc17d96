import { join } from 'node:path';
import { marshall } from '@aws-sdk/util-dynamodb';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '../../infra/constructs/bundled-code';
import { PROJECT_ROOT as root } from '../../infra/local/project-root';
import { imageAccessIn, keyBuilders, like, tableActionsIn, tableKeysIn } from '../test-support/bundle-table-use';
import { PRODUCT_PAGE_TABLE_GRANTS } from './reaction-grants';
import { passesFilter, PRODUCT_PAGE_WATCHES, streamFilterPatterns } from './stream-filter';

let text: string;
let inputs: string[];

/** The product pages' bundle as the stack builds it (unminified: what is in it, not its size). */
beforeAll(async () => {
  const entry = join(root, 'functions', 'events', 'on-product-change.ts');
  const { outfile: _, ...options } = esbuildOptions({ projectRoot: root, entry, sourceMaps: false }, 'unused.mjs');
  const plain = await build({ ...options, outdir: 'out', write: false, minify: false, metafile: true, logLevel: 'silent' });
  text = plain.outputFiles.find((file) => file.path.endsWith('.js'))!.text;
  inputs = Object.keys(plain.metafile.inputs);
}, 60_000);

describe("the product pages function's bundle", () => {
  it('bundles the web renderer with its stylesheets left out', () => {
    expect(text).toContain('renderToString');
    expect(text).not.toMatch(/\.product-details\s*\{/);
  });

  it('calls exactly the table actions it is granted, on the keys it is granted, never a scan', () => {
    expect(tableActionsIn(text)).toEqual([...new Set(PRODUCT_PAGE_TABLE_GRANTS.flatMap((grant) => grant.actions))].sort());
    // React's own shallowEqual has a local `currentKey`, the name of the tokens' key builder, whose
    // code is not in this bundle: the name alone says nothing here.
    expect(inputs).not.toContain('functions/repositories/tokens.ts');
    const builders = keyBuilders(join(root, 'functions')).filter((builder) => builder.name !== 'currentKey');
    const named = tableKeysIn(text, builders);
    const declared = PRODUCT_PAGE_TABLE_GRANTS.flatMap((grant) => grant.keys ?? []);
    expect(
      named.filter((key) => !declared.some((pattern) => like(pattern, key))),
      'named, not granted',
    ).toEqual([]);
    expect(
      declared.filter((pattern) => !named.some((key) => like(pattern, key))),
      'granted, never named',
    ).toEqual([]);
  });

  it('reads, writes and deletes objects, as its page grant allows', () => {
    expect(imageAccessIn(text)).toEqual(['delete', 'read', 'write']);
  });
});

describe("the product pages' stream filter", () => {
  const record = (event: 'INSERT' | 'MODIFY' | 'REMOVE', type: string) => {
    const image = marshall({ pk: 'X#1', sk: 'X', type });
    return {
      eventName: event,
      dynamodb: event === 'REMOVE' ? { OldImage: image } : event === 'INSERT' ? { NewImage: image } : { OldImage: image, NewImage: image },
    };
  };
  const patterns = streamFilterPatterns(PRODUCT_PAGE_WATCHES);

  it('lets every product change through', () => {
    for (const event of ['INSERT', 'MODIFY', 'REMOVE'] as const) expect(passesFilter(patterns, record(event, 'product'))).toBe(true);
  });

  it('keeps everything else away, brands and the generation counter included', () => {
    for (const type of ['brand', 'order', 'cartLine', 'snapshotGeneration', 'user']) {
      expect(passesFilter(patterns, record('MODIFY', type)), type).toBe(false);
    }
  });
});
