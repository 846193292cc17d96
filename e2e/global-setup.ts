import { spawnLocalCloud } from '../infra/local/spawn-cloud';
import { CHROMIUM_MISSING, chromiumInstalled } from './chromium';

/**
 * Before any browser test: make sure Chromium is there (a missing browser is a failure, never a
 * skip), then start a private local cloud serving the built SPA (`npm run test:browser` builds it
 * first). Its site URL reaches the tests through E2E_BASE_URL and its mailbox through
 * E2E_MAILBOX_URL; the returned function stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!chromiumInstalled()) {
    const error = new Error(CHROMIUM_MISSING);
    error.stack = CHROMIUM_MISSING;
    throw error;
  }
  const cloud = await spawnLocalCloud();
  process.env.E2E_BASE_URL = cloud.site;
  // The local mailbox, where the tests read the emails the site sends (e2e/mailbox.ts).
  process.env.E2E_MAILBOX_URL = cloud.mailbox;
  return () => cloud.stop();
}
