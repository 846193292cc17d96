import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';

const OBJECT = '._S3rver_object';
const METADATA = '._S3rver_metadata.json';

/**
 * S3 writes an object whole or not at all; s3rver, the local S3, writes three files one after
 * the other (the bytes, their MD5, the metadata), so a crash of the local cloud can leave an
 * object half-written: a HEAD on it then fails with a 500 that S3 never answers, and the next
 * start fails publishing over it. Before the local S3 serves, every object whose bytes do not
 * match their MD5 or whose metadata is missing or cut short is removed, as a PUT that never
 * completed. (An object cut between its MD5 and its metadata keeps the previous metadata; the
 * publishers then see an older generation and write it again.)
 *
 * Answers the removed objects' paths under `directory` (bucket and key), for the start's log.
 */
export async function removeTornObjects(directory: string): Promise<string[]> {
  const files = await readdir(directory, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const torn: string[] = [];
  for (const file of files.filter((name) => name.endsWith(OBJECT))) {
    const objectPath = join(directory, file);
    const base = objectPath.slice(0, -OBJECT.length);
    if (await isWhole(objectPath, `${base}${METADATA}`)) continue;
    await Promise.all([objectPath, `${objectPath}.md5`, `${base}${METADATA}`].map((path) => rm(path, { force: true })));
    torn.push(relative(directory, base));
  }
  return torn;
}

async function isWhole(objectPath: string, metadataPath: string): Promise<boolean> {
  const [bytes, md5, metadata] = await Promise.all([objectPath, `${objectPath}.md5`, metadataPath].map(readOrUndefined));
  if (bytes === undefined || md5 === undefined || metadata === undefined) return false;
  if (createHash('md5').update(bytes).digest('hex') !== md5.toString()) return false;
  try {
    JSON.parse(metadata.toString());
    return true;
  } catch {
    return false;
  }
}

const readOrUndefined = (path: string) =>
  readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
