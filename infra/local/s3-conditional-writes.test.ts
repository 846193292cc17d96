import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type LocalS3 } from './s3';

let s3: LocalS3;
let client: S3Client;
let directory: string;
const Bucket = 'maison-images';

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'maison-s3-'));
  s3 = await startS3({ port: 0, directory, buckets: [Bucket] });
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
});

afterAll(async () => {
  client.destroy();
  await s3.stop();
  rmSync(directory, { recursive: true, force: true });
});

const put = (Key: string, Body: string, condition: { IfMatch?: string; IfNoneMatch?: string } = {}) =>
  client.send(new PutObjectCommand({ Bucket, Key, Body, ...condition })).then(
    (out) => out.ETag!,
    (error: { $metadata?: { httpStatusCode?: number }; name: string }) => {
      throw Object.assign(new Error(error.name), { status: error.$metadata?.httpStatusCode, name: error.name });
    },
  );
const read = async (Key: string) => (await client.send(new GetObjectCommand({ Bucket, Key }))).Body!.transformToString();

describe('the local S3 checks conditional writes as S3 does', () => {
  it('creates with If-None-Match: * only when the key is free', async () => {
    await put('a', 'first', { IfNoneMatch: '*' });
    await expect(put('a', 'second', { IfNoneMatch: '*' })).rejects.toMatchObject({ status: 412, name: 'PreconditionFailed' });
    expect(await read('a')).toBe('first');
  });

  it('replaces with If-Match only while the ETag is the one given', async () => {
    const first = await put('b', 'one');
    const second = await put('b', 'two', { IfMatch: first });
    await expect(put('b', 'three', { IfMatch: first })).rejects.toMatchObject({ status: 412 });
    expect(await read('b')).toBe('two');
    await put('b', 'four', { IfMatch: second });
    expect(await read('b')).toBe('four');
    await expect(put('missing', 'x', { IfMatch: second })).rejects.toMatchObject({ status: 404 });
  });

  it('lets exactly one of many racing conditional writes on one ETag through', async () => {
    const start = await put('c', 'start');
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => put('c', `writer ${i}`, { IfMatch: start })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await read('c')).toMatch(/^writer \d$/);
  });

  it('deletes with If-Match only while the ETag is the one given', async () => {
    const remove = (Key: string, IfMatch: string) =>
      client.send(new DeleteObjectCommand({ Bucket, Key, IfMatch })).catch((error: { $metadata?: { httpStatusCode?: number } }) => {
        throw Object.assign(new Error('refused'), { status: error.$metadata?.httpStatusCode });
      });
    const first = await put('e', 'one');
    const second = await put('e', 'two');
    await expect(remove('e', first)).rejects.toMatchObject({ status: 412 });
    expect(await read('e')).toBe('two');
    await remove('e', second);
    await expect(read('e')).rejects.toThrow();
    await expect(remove('e', second)).rejects.toMatchObject({ status: 404 });
  });

  it('still writes unconditionally', async () => {
    await put('d', 'x');
    await put('d', 'y');
    expect(await read('d')).toBe('y');
  });

  it('answers a read during an overwrite with the whole old object or the whole new one', async () => {
    const bodies = ['a', 'b', 'c', 'd'].map((letter) => letter.repeat(200_000));
    await put('big', bodies[0]!);
    const reads: Promise<string>[] = [];
    const writes = bodies.map(async (body) => {
      reads.push(read('big'));
      await put('big', body);
      reads.push(read('big'));
    });
    await Promise.all(writes);
    for (const text of await Promise.all(reads)) expect(bodies).toContain(text);
  });
});
