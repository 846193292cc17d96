// `npm start`: the whole shop on one origin, against the local stand-ins. Prints a banner for
// people and one `READY {json}` line for test harnesses (see spawn-cloud.ts).
import { DEMO_CUSTOMER } from '../seed-demo/demo-customer';
import type { LocalCloud } from './cloud';
import { READY_PREFIX } from './cloud-info';
import { JAVA_MISSING, javaOnPath } from './dynamo';
import { LocalCloudError } from './local-cloud-error';
import { displayPath, localSettings } from './local-settings';
import { claimDataDir } from './pid-file';
import { PROJECT_ROOT } from './project-root';
import { handleShutdown } from './shutdown';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const settings = localSettings(PROJECT_ROOT);

if (!javaOnPath()) {
  console.error(JAVA_MISSING);
  process.exit(1);
}

let release: (() => void) | undefined;
let starting: Promise<LocalCloud> | undefined;

const lifecycle = handleShutdown({
  message: 'Stopping the local cloud…',
  stop: async () => {
    const cloud = await starting?.catch(() => undefined);
    await cloud?.stop();
  },
  release: () => release?.(),
});
// Started by a test harness over IPC: if the harness dies, do not outlive it.
if (process.send) process.on('disconnect', () => void lifecycle.shutdown());
process.on('unhandledRejection', (reason) => {
  console.error(JSON.stringify({ level: 'error', msg: 'unhandled rejection', error: String((reason as Error)?.stack ?? reason) }));
});

try {
  release = claimDataDir(settings.dataDir);
  const { startLocalCloud } = await import('./cloud');
  starting = startLocalCloud(settings);
  const cloud = await starting;
  if (lifecycle.stopping) await new Promise(() => undefined); // shutdown() is already stopping it.
  printBanner(cloud, process.uptime());
  console.log(`${READY_PREFIX}${JSON.stringify(cloud.info)}`);
} catch (error) {
  release?.();
  if (lifecycle.stopping) await new Promise(() => undefined);
  console.error(error instanceof LocalCloudError ? error.message : `Could not start the local cloud: ${(error as Error)?.stack ?? error}`);
  process.exit(1);
}

function printBanner(cloud: LocalCloud, seconds: number) {
  const { info, seeded } = cloud;
  const payments = info.stripe
    ? 'local emulator: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds'
    : 'Stripe test mode (your STRIPE_* keys)';
  const lines = [
    '',
    `  Maison is running. Ready in ${seconds.toFixed(1)} s`,
    '',
    `  Site      ${info.site}`,
    `  Mailbox   ${info.mailbox}   (every email the shop sends)`,
    `  Admin     ${info.admin.email} / ${info.admin.password}`,
    ...(seeded?.demoOrders
      ? [`  Customer  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}   (a demo account with ${seeded.demoOrders} orders)`]
      : []),
    `  Payments  ${payments}`,
    ...(seeded ? [`  Catalogue ${seeded.products} products, ${seeded.brands} brands (${seeded.created} added now)`] : []),
    ...(cloud.pages ? [`  Pages     ${cloud.pages.rendered} product pages drawn in ${(cloud.pages.ms / 1000).toFixed(1)} s`] : []),
    `  Data      ${displayPath(PROJECT_ROOT, info.dataDir)}   (npm run reset starts afresh)`,
    '',
    '  Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}
