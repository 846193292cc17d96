import { mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3, type LocalS3 } from './s3';
import { removeTornObjects } from './s3-torn-writes';

const Bucket = 'maison-images';
const directory = mkdtempSync(join(tmpdir(), 'maison-s3-torn-'));
let s3: LocalS3 | undefined;
let client: S3Client | undefined;

afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  rmSync(directory, { recursive: true, force: true });
});

async function start() {
  client?.destroy();
  await s3?.stop();
  s3 = await startS3({ port: 0, directory, buckets: [Bucket] });
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return client;
}

const status = (Key: string) =>
  client!.send(new HeadObjectCommand({ Bucket, Key })).then(
    () => 200,
    (error: { $metadata?: { httpStatusCode?: number } }) => error.$metadata?.httpStatusCode,
  );
/** A file of the object's on disk, by the suffix s3rver gives it. */
const fileOf = (key: string, suffix: string) =>
  join(directory, Bucket, ...key.split('/').slice(0, -1), `${key.split('/').at(-1)}${suffix}`);

describe('the local S3 after a crash cut a write short', () => {
  it('serves the whole objects, and has none of those left half-written, as S3 never keeps one', async () => {
    const s3Client = await start();
    const keys = ['whole', 'pages/cut-metadata', 'pages/cut-bytes', 'pages/no-metadata', 'pages/no-md5'];
    for (const Key of keys) {
      await s3Client.send(
        new PutObjectCommand({ Bucket, Key, Body: `the body of ${Key}`, ContentType: 'text/html', Metadata: { generation: '7' } }),
      );
    }
    await s3?.stop();

    // What SIGKILL leaves in each step of s3rver's three writes (bytes, their MD5, the metadata).
    const metadata = fileOf('pages/cut-metadata', '._S3rver_metadata.json');
    truncateSync(metadata, Math.floor(readFileSync(metadata).length / 2));
    writeFileSync(fileOf('pages/cut-bytes', '._S3rver_object'), 'the new bo');
    unlinkSync(fileOf('pages/no-metadata', '._S3rver_metadata.json'));
    unlinkSync(fileOf('pages/no-md5', '._S3rver_object.md5'));

    await start();
    expect(await status('whole')).toBe(200);
    const whole = await client!.send(new GetObjectCommand({ Bucket, Key: 'whole' }));
    expect(await whole.Body!.transformToString()).toBe('the body of whole');
    expect(whole.Metadata).toEqual({ generation: '7' });
    for (const key of keys.slice(1)) expect([key, await status(key)]).toEqual([key, 404]);
    // No file of theirs is left behind, and each key takes a create-only write again.
    expect(readdirSync(join(directory, Bucket, 'pages'))).toEqual([]);
    await client!.send(new PutObjectCommand({ Bucket, Key: 'pages/cut-bytes', Body: 'written again', IfNoneMatch: '*' }));
    expect(await status('pages/cut-bytes')).toBe(200);
  });

  it('finds nothing to remove in a directory that does not exist yet', async () => {
    expect(await removeTornObjects(join(directory, 'none'))).toEqual([]);
  });
});
