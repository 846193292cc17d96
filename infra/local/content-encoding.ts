import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The compressions the local site offers, as CloudFront offers them. */
export type Compression = 'br' | 'gzip';

/** A body's bytes, and its gzip and brotli forms when it is worth compressing. */
export interface Encoded {
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** CloudFront compresses nothing under 1,000 bytes: the headers would outweigh the saving. */
export const MIN_COMPRESSED_BYTES = 1000;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The body and its compressed forms, made off the event loop (libuv's pool), so a large body
 * never holds up the requests beside it. Bodies under MIN_COMPRESSED_BYTES stay plain.
 */
export async function compressedForms(identity: Buffer): Promise<Encoded> {
  if (identity.length < MIN_COMPRESSED_BYTES) return { identity };
  const [gzipped, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  return { identity, gzip: gzipped, br };
}

/** Each coding an Accept-Encoding header names, with its q-value (1 when it gives none). */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    named.set(coding, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  return named;
}

/**
 * The compression to answer with, by the request's Accept-Encoding (RFC 9110 §12.5.3): the
 * acceptable coding of highest q-value among those `offered`, brotli before gzip at equal weight;
 * undefined for plain bytes. A coding the header does not name takes the weight of `*`, or is not
 * acceptable (`identity` alone, or no header, gets plain bytes). Plain bytes win only when the
 * header weighs `identity` (or `*`) above every coding offered; when nothing offered is acceptable
 * they are sent anyway, as most servers do rather than answer 406.
 */
export function chooseCompression(header: string | undefined, offered: readonly Compression[]): Compression | undefined {
  if (!header) return undefined;
  const named = weights(header);
  let best: Compression | undefined;
  let bestWeight = 0;
  for (const coding of (['br', 'gzip'] as const).filter((c) => offered.includes(c))) {
    const weight = named.get(coding) ?? named.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  const plain = named.get('identity') ?? named.get('*');
  return best && (plain === undefined || bestWeight >= plain) ? best : undefined;
}

/** The forms an encoded body offers. */
export const offeredBy = (encoded: Encoded): Compression[] =>
  (['br', 'gzip'] as const).filter((coding) => encoded[coding] !== undefined);
