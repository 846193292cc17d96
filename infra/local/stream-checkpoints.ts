import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** How far the poller got in one shard: the last delivered record, and whether the shard is finished. */
interface ShardCheckpoint {
  sequence?: string;
  done?: boolean;
}

export type Checkpoints = Record<string, ShardCheckpoint>;

/** Where the poller keeps its place between runs. */
export interface CheckpointStore {
  /** The checkpoints of this stream; none when the file belongs to another stream (the table was recreated). */
  load(streamArn: string): Checkpoints;
  save(streamArn: string, checkpoints: Checkpoints): void;
}

/** Checkpoints in a JSON file, replaced atomically so a crash mid-write leaves the old one whole. */
export function fileCheckpoints(file: string): CheckpointStore {
  return {
    load(streamArn) {
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as { streamArn?: string; shards?: Checkpoints };
        return saved.streamArn === streamArn && saved.shards ? saved.shards : {};
      } catch {
        return {};
      }
    },
    save(streamArn, checkpoints) {
      mkdirSync(dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, `${JSON.stringify({ streamArn, shards: checkpoints }, null, 2)}\n`);
      renameSync(temp, file);
    },
  };
}

/** Checkpoints for an in-memory table, which forgets everything on exit anyway. */
export function memoryCheckpoints(): CheckpointStore {
  let saved: { streamArn: string; shards: Checkpoints } | undefined;
  return {
    load: (streamArn) => (saved?.streamArn === streamArn ? structuredClone(saved.shards) : {}),
    save: (streamArn, shards) => {
      saved = { streamArn, shards: structuredClone(shards) };
    },
  };
}
