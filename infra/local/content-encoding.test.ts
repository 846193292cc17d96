import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseCompression, compressedForms, MIN_COMPRESSED_BYTES, offeredBy } from './content-encoding';

const both = ['br', 'gzip'] as const;

describe('choosing a compression by Accept-Encoding', () => {
  it('sends plain bytes without the header, to identity, and when no offered coding is acceptable', () => {
    expect(chooseCompression(undefined, both)).toBeUndefined();
    expect(chooseCompression('', both)).toBeUndefined();
    expect(chooseCompression('identity', both)).toBeUndefined();
    expect(chooseCompression('deflate', both)).toBeUndefined();
    expect(chooseCompression('gzip;q=0, br;q=0', both)).toBeUndefined();
    expect(chooseCompression('br', ['gzip'])).toBeUndefined();
  });

  it('prefers brotli to gzip at equal weight, and follows q-values otherwise', () => {
    expect(chooseCompression('gzip, deflate, br', both)).toBe('br');
    expect(chooseCompression('gzip', both)).toBe('gzip');
    expect(chooseCompression('GZIP', both)).toBe('gzip');
    expect(chooseCompression('br;q=0.2, gzip;q=0.8', both)).toBe('gzip');
    expect(chooseCompression('br; q=0.9, gzip ;q=0.1', both)).toBe('br');
    expect(chooseCompression('gzip, deflate, br', ['gzip'])).toBe('gzip');
  });

  it('weighs codings the header leaves out by *, and plain bytes against the chosen coding', () => {
    expect(chooseCompression('*', both)).toBe('br');
    expect(chooseCompression('br;q=0, *', both)).toBe('gzip');
    expect(chooseCompression('gzip;q=0.5', both)).toBe('gzip');
    expect(chooseCompression('gzip;q=0.5, identity', both)).toBeUndefined();
    expect(chooseCompression('gzip, identity;q=0.5', both)).toBe('gzip');
    expect(chooseCompression('*;q=0, gzip;q=0.1', both)).toBe('gzip');
  });
});

describe('compressed forms', () => {
  it('makes gzip and brotli forms of a body worth compressing, and none of a small one', async () => {
    const text = Buffer.from('{"product_id":"eau"}'.repeat(100));
    const forms = await compressedForms(text);
    expect(gunzipSync(forms.gzip!).equals(text)).toBe(true);
    expect(brotliDecompressSync(forms.br!).equals(text)).toBe(true);
    expect(offeredBy(forms)).toEqual(['br', 'gzip']);
    const small = await compressedForms(Buffer.alloc(MIN_COMPRESSED_BYTES - 1, 'a'));
    expect(small.gzip).toBeUndefined();
    expect(offeredBy(small)).toEqual([]);
  });
});
