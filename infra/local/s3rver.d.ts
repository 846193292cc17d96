/** The part of s3rver 3.x (which ships no types) that the local cloud uses. */
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    /** Koa's middleware list (s3rver is a Koa app), composed when `run()` starts listening. */
    middleware: Array<(ctx: never, next: () => Promise<unknown>) => Promise<unknown>>;
    /** Set once `run()` has resolved. */
    httpServer?: Server;
    close(): Promise<void>;
  }
}
