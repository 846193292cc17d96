import { existsSync } from 'node:fs';

/** The system Chromium the browser tests drive (no browser download); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_MISSING = 'Chromium is not installed: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH)';

export function chromiumInstalled(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** Flags for a quiet, offline, container-friendly headless Chromium. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
