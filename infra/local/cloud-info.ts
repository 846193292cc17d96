/**
 * What a running local cloud tells its users (the banner, the `READY` line, the test suites).
 * Kept apart from cloud.ts so test set-ups can read it without loading the stand-ins.
 */
export interface LocalCloudInfo {
  /** The site's origin: the SPA and `/api` (`npm start`), or the Vite dev server (`npm run dev`). */
  site: string;
  /** The gateway serving `/api` and `/images` (the same as `site` under `npm start`). */
  api: string;
  /** The local SES: web mailbox at `/`, sent mail as JSON at `/store`. */
  mailbox: string;
  dynamoEndpoint: string;
  s3Endpoint: string;
  /** The payment emulator, or null when real Stripe test keys are configured. */
  stripe: string | null;
  tableName: string;
  imagesBucket: string;
  dataDir: string;
  admin: { email: string; password: string };
}

/** The prefix of the one machine-readable line a started cloud prints. */
export const READY_PREFIX = 'READY ';

/** Reads a `READY {json}` line; undefined for any other line. */
export function parseReadyLine(line: string): LocalCloudInfo | undefined {
  if (!line.startsWith(READY_PREFIX)) return undefined;
  try {
    return JSON.parse(line.slice(READY_PREFIX.length)) as LocalCloudInfo;
  } catch {
    return undefined;
  }
}
