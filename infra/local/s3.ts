import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { closeServer } from './close-server';
import { conditionalWrites } from './s3-conditional-writes';
import { removeTornObjects } from './s3-torn-writes';
import { LOOPBACK } from './ports';

export interface LocalS3 {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * The local S3 (s3rver) storing objects as files under `directory`, with the given buckets
 * created up front. Clients must use path-style addressing, the `S3RVER` keys and
 * checksums only when required (see functions/commons/clients.ts). Conditional writes are
 * checked as S3 checks them (see s3-conditional-writes.ts), and an object a crash left
 * half-written is gone before the first request, as S3 would never have kept it (see
 * s3-torn-writes.ts).
 */
export async function startS3(options: { port: number; directory: string; buckets: string[] }): Promise<LocalS3> {
  mkdirSync(options.directory, { recursive: true });
  const torn = await removeTornObjects(options.directory);
  if (torn.length) console.error(`The local S3 removed ${torn.length} object(s) a crash left half-written: ${torn.join(', ')}`);
  const server = new S3rver({
    address: LOOPBACK,
    port: options.port,
    directory: options.directory,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name })),
  });
  // First of all, so that no request reaches the store before its condition is checked.
  server.middleware.unshift(conditionalWrites() as (typeof server.middleware)[number]);
  const { port } = await server.run();
  let stopped: Promise<void> | undefined;
  return {
    endpoint: `http://${LOOPBACK}:${port}`,
    port,
    // Closed ourselves rather than with server.close(), which waits for the SDK's keep-alive sockets.
    stop: () => (stopped ??= server.httpServer ? closeServer(server.httpServer) : Promise.resolve()),
  };
}
