import type { AddressInfo } from 'node:net';
import sesServer from 'aws-ses-v2-local';
import { LocalCloudError } from './local-cloud-error';
import { closeServer } from './close-server';
import { LOOPBACK } from './ports';

// The package is CommonJS with `exports.default`; Node's ESM import hands over the whole
// exports object, a bundler the function itself.
const startSesServer = (sesServer as unknown as { default?: typeof sesServer }).default ?? sesServer;

export interface LocalMailbox {
  /** The web mailbox (`/`) and the sent mail as JSON (`/store`); also the SES endpoint. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The local SES: it keeps every sent email in memory and shows them in a web mailbox. */
export async function startMailbox(options: { port: number }): Promise<LocalMailbox> {
  const server = await startSesServer({ host: LOOPBACK, port: options.port });
  // The package resolves even when listening failed (a port taken meanwhile): check.
  const address = server.address() as AddressInfo | null;
  if (!address) throw new LocalCloudError(`The local mailbox could not listen on port ${options.port}. Set MAILBOX_PORT to another port.`);
  let stopped: Promise<void> | undefined;
  return {
    url: `http://${LOOPBACK}:${address.port}`,
    port: address.port,
    stop: () => (stopped ??= closeServer(server)),
  };
}
