import { promisify } from 'node:util';
import Negotiator from 'negotiator';
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

/**
 * The compression to answer with, by the request's Accept-Encoding (RFC 9110 §12.5.3, read by
 * `negotiator`, as Express reads it): the acceptable coding of highest q-value among those
 * `offered`, brotli before gzip at equal weight; undefined for plain bytes, which is also the
 * answer when nothing offered is acceptable (as most servers do rather than answer 406).
 */
export function chooseCompression(header: string | undefined, offered: readonly Compression[]): Compression | undefined {
  const available = [...(['br', 'gzip'] as const).filter((coding) => offered.includes(coding)), 'identity'];
  const [best] = new Negotiator({ headers: { 'accept-encoding': header } }).encodings(available, { preferred: available });
  return best === 'br' || best === 'gzip' ? best : undefined;
}

/** The forms an encoded body offers. */
export const offeredBy = (encoded: Encoded): Compression[] => (['br', 'gzip'] as const).filter((coding) => encoded[coding] !== undefined);
