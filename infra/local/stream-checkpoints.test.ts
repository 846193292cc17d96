import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileCheckpoints } from './stream-checkpoints';

const dir = mkdtempSync(join(tmpdir(), 'maison-checkpoints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fileCheckpoints', () => {
  it('reads back what it saved, leaving no temporary file behind', () => {
    const store = fileCheckpoints(join(dir, 'a', 'checkpoints.json'));
    store.save('arn:1', { s1: { sequence: '42' }, s0: { done: true } });
    expect(fileCheckpoints(join(dir, 'a', 'checkpoints.json')).load('arn:1')).toEqual({ s1: { sequence: '42' }, s0: { done: true } });
    expect(readdirSync(join(dir, 'a'))).toEqual(['checkpoints.json']);
  });

  it('starts afresh for another stream (the table was recreated) or an unreadable file', () => {
    const file = join(dir, 'b.json');
    fileCheckpoints(file).save('arn:old', { s1: { sequence: '1' } });
    expect(fileCheckpoints(file).load('arn:new')).toEqual({});
    writeFileSync(file, '{ not json');
    expect(fileCheckpoints(file).load('arn:old')).toEqual({});
    expect(fileCheckpoints(join(dir, 'missing.json')).load('arn:old')).toEqual({});
  });
});
