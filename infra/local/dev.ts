// `npm run dev`: the local cloud serving the API on API_PORT (3001), and the Vite dev server with
// hot reload on PORT (3000), which proxies /api, /images and /local-payments to it.
import { join } from 'node:path';
import type { LocalCloud } from './cloud';
import { JAVA_MISSING, javaOnPath } from './dynamo';
import { LocalCloudError } from './local-cloud-error';
import { displayPath, localSettings } from './local-settings';
import { claimDataDir } from './pid-file';
import { portInUse } from './ports';
import { PROJECT_ROOT } from './project-root';
import { handleShutdown } from './shutdown';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const settings = localSettings(PROJECT_ROOT);
const sitePort = Number(process.env.PORT || 3000);
const apiPort = Number(process.env.API_PORT || 3001);

if (!javaOnPath()) {
  console.error(JAVA_MISSING);
  process.exit(1);
}

let cloud: LocalCloud | undefined;
let closeVite: (() => Promise<void>) | undefined;
let release: (() => void) | undefined;

const { shutdown } = handleShutdown({
  message: 'Stopping…',
  stop: async () => {
    await closeVite?.().catch(() => undefined);
    await cloud?.stop();
  },
  release: () => release?.(),
});

try {
  if (await portInUse(sitePort)) throw new LocalCloudError(`Port ${sitePort} (the dev site) is already in use. Set PORT to another port.`);
  release = claimDataDir(settings.dataDir);
  const { startLocalCloud } = await import('./cloud');
  cloud = await startLocalCloud({
    ...settings,
    ports: { gateway: apiPort },
    siteUrl: `http://localhost:${sitePort}`,
    serveSite: false,
  });
  // Read by web/vite.config.ts for its /api, /images and /local-payments proxy.
  process.env.API_PROXY_TARGET = cloud.info.api;
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(PROJECT_ROOT, 'web', 'vite.config.ts'),
    server: { port: sitePort, strictPort: true },
  });
  closeVite = () => vite.close();
  await vite.listen();
  console.log(
    [
      '',
      `  Maison (dev) is running. Ready in ${process.uptime().toFixed(1)} s`,
      '',
      `  Site      ${cloud.info.site}   (hot reload; API proxied to ${cloud.info.api})`,
      `  Mailbox   ${cloud.info.mailbox}`,
      `  Admin     ${cloud.info.admin.email} / ${cloud.info.admin.password}`,
      `  Data      ${displayPath(PROJECT_ROOT, cloud.info.dataDir)}`,
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof LocalCloudError ? error.message : `Could not start: ${(error as Error)?.stack ?? error}`);
  await shutdown(1);
}
