import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import sesServer from 'aws-ses-v2-local';
import { LocalCloudError } from './local-cloud-error';
import { closeServer } from './close-server';
import { LOOPBACK } from './ports';

// The package is CommonJS with `exports.default`; Node's ESM import hands over the whole
// exports object, a bundler the function itself.
const startSesServer = (sesServer as unknown as { default?: typeof sesServer }).default ?? sesServer;

/** The package's mail store. Its handlers call these exports by name at each send, so wrapping them records every mail. */
interface SesStore {
  saveEmail(email: unknown): void;
  clearStore(): void;
  getStoreReadonly(): { emails: unknown[] };
}
const store = createRequire(import.meta.url)('aws-ses-v2-local/dist/store') as SesStore;
const { saveEmail, clearStore } = store;

export interface LocalMailbox {
  /** The web mailbox (`/`) and the sent mail as JSON (`/store`); also the SES endpoint. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * The local SES: it keeps every sent email and shows them in a web mailbox. With a `journal`
 * file (a cloud on disk), each accepted mail is appended to it before SES answers, and a start
 * reads it back, so the mailbox survives a restart, or a crash, like the rest of the data.
 */
export async function startMailbox(options: { port: number; journal?: string }): Promise<LocalMailbox> {
  const { journal } = options;
  if (journal) keepInJournal(journal);
  const server = await startSesServer({ host: LOOPBACK, port: options.port });
  // The package resolves even when listening failed (a port taken meanwhile): check.
  const address = server.address() as AddressInfo | null;
  if (!address) throw new LocalCloudError(`The local mailbox could not listen on port ${options.port}. Set MAILBOX_PORT to another port.`);
  let stopped: Promise<void> | undefined;
  return {
    url: `http://${LOOPBACK}:${address.port}`,
    port: address.port,
    stop: () =>
      (stopped ??= closeServer(server).then(() => {
        if (journal) Object.assign(store, { saveEmail, clearStore });
      })),
  };
}

/** Loads the mails of earlier runs, then appends each new one (one JSON line per mail); the web mailbox's Clear empties the file too. */
function keepInJournal(file: string) {
  mkdirSync(dirname(file), { recursive: true });
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // No mail yet.
  }
  // A line cut short by a power loss is skipped, and the next mail starts on a line of its own.
  if (text && !text.endsWith('\n')) appendFileSync(file, '\n');
  const emails = store.getStoreReadonly().emails;
  emails.splice(
    0,
    emails.length,
    ...text.split('\n').flatMap((line) => {
      try {
        return line ? [JSON.parse(line) as unknown] : [];
      } catch {
        return [];
      }
    }),
  );
  Object.assign(store, {
    saveEmail: (email: unknown) => {
      appendFileSync(file, `${JSON.stringify(email)}\n`);
      saveEmail(email);
    },
    clearStore: () => {
      clearStore();
      writeFileSync(file, '');
    },
  });
}
