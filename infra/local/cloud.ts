import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_PAGE_TEMPLATE_FILE } from '@shared/product-page-template';
import type { LocalCloudInfo } from './cloud-info';
import { ignoreCssImports } from './css-imports';
import { startDynamo } from './dynamo';
import { forgetEnv } from '../../functions/commons/env';
import { STREAM_READING } from '../../functions/events/stream-reading';
import { handlerEnvironment, usesRealStripe } from './handler-env';
import { persistentSecret, webhookSecretShape } from './local-secrets';
import { LOOPBACK, resolvePorts, type LocalPorts } from './ports';
import { PROJECT_ROOT } from './project-root';

export interface LocalCloudOptions {
  /** Absolute path of the persistent data directory (database, objects, secrets, checkpoints, sent mail). */
  dataDir: string;
  /** Keep the database in memory (test runs): nothing survives a stop. */
  inMemory?: boolean;
  adminEmail: string;
  adminPassword: string;
  /** Port overrides; the rest come from the environment (see ports.ts). */
  ports?: Partial<LocalPorts>;
  /** The public origin when it is not the gateway (the Vite dev server). */
  siteUrl?: string;
  /** Serve the built SPA from the gateway (default); the dev server serves it itself. */
  serveSite?: boolean;
  seed?: boolean;
  tableName?: string;
  imagesBucket?: string;
  env?: NodeJS.ProcessEnv;
}

export interface LocalCloud {
  info: LocalCloudInfo;
  seeded?: { products: number; brands: number; created: number; demoOrders: number };
  /** The product pages drawn at start, and how long it took; none when the site is not built (the dev server serves it). */
  pages?: { rendered: number; ms: number };
  /** Stops everything (the java process included); safe to call twice. */
  stop(): Promise<void>;
}

interface Stoppable {
  stop(): Promise<void>;
}

/**
 * Brings up the stand-ins in parallel, points the handlers at them through the environment
 * (the handlers run in this process, as the same modules Lambda runs), creates the table,
 * starts the stream poller and the gateway, and seeds the catalogue.
 */
export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  const env = options.env ?? process.env;
  const ports = await resolvePorts(env, options.ports);
  const tableName = options.tableName ?? 'maison';
  const imagesBucket = options.imagesBucket ?? 'maison-images';
  const realStripe = usesRealStripe(env);
  const webhookSecret = realStripe
    ? env.STRIPE_WEBHOOK_SECRET!
    : persistentSecret(join(options.dataDir, 'stripe-webhook-secret'), webhookSecretShape);

  const local = (port: number) => `http://${LOOPBACK}:${port}`;
  const api = local(ports.gateway);
  const siteUrl = options.siteUrl ?? `http://localhost:${ports.gateway}`;
  const jwtSecret = env.JWT_SECRET ?? persistentSecret(join(options.dataDir, 'jwt-secret'));
  // Product pages are drawn into the built site's template: only where the built site is served
  // (`npm start` builds it first; the dev server serves the site itself).
  const siteDir = pageTemplateDir(options.serveSite === false ? undefined : join(PROJECT_ROOT, 'web', 'dist'));
  const pointHandlers = (urls: { dynamo: string; s3: string; ses: string; stripe?: string }) => {
    Object.assign(
      process.env,
      handlerEnvironment({
        env,
        tableName,
        imagesBucket,
        siteUrl,
        jwtSecret,
        webhookSecret,
        siteDir,
        dynamoEndpoint: urls.dynamo,
        s3Endpoint: urls.s3,
        sesEndpoint: urls.ses,
        stripeEmulator: urls.stripe,
      }),
    );
    if (!urls.stripe) delete process.env.STRIPE_API_BASE;
    // The handlers run in this process and read their variables once: let them read these.
    forgetEnv();
  };
  // Every address is known from the ports: set the handlers' variables before loading any module.
  pointHandlers({
    dynamo: local(ports.dynamo),
    s3: local(ports.s3),
    ses: local(ports.mailbox),
    stripe: realStripe ? undefined : local(ports.stripe),
  });

  const running: Stoppable[] = [];
  const stopAll = async () => {
    for (const part of running.splice(0).reverse()) await part.stop().catch(() => undefined);
  };

  try {
    // Java first: the engine boots (~3 s) while this process loads everything else.
    const dynamoStarting = startDynamo({ port: ports.dynamo, directory: options.inMemory ? undefined : join(options.dataDir, 'dynamodb') });
    // The page renderer runs the web's components, which import their stylesheets.
    if (siteDir) ignoreCssImports();
    const modules = loadModules();
    modules.catch(() => undefined);
    const pageModules = siteDir ? loadPageModules() : undefined;
    pageModules?.catch(() => undefined);
    const starting = {
      dynamo: dynamoStarting,
      mailbox: import('./ses').then(({ startMailbox }) =>
        startMailbox({ port: ports.mailbox, journal: options.inMemory ? undefined : join(options.dataDir, 'mailbox.jsonl') }),
      ),
      s3: import('./s3').then(({ startS3 }) =>
        startS3({ port: ports.s3, directory: join(options.dataDir, 's3'), buckets: [imagesBucket] }),
      ),
      stripe: realStripe
        ? Promise.resolve(undefined)
        : import('./stripe-emulator/index').then(({ startStripeEmulator }) =>
            startStripeEmulator({ port: ports.stripe, webhookUrl: `${api}/api/stripe/webhook`, webhookSecret }),
          ),
    };
    await settleAll(running, Object.values(starting));
    const [dynamo, mailbox, s3, stripe] = await Promise.all([starting.dynamo, starting.mailbox, starting.s3, starting.stripe]);
    const {
      localDynamoClient,
      ensureTable,
      startStreamPoller,
      DynamoDBStreamsClient,
      fileCheckpoints,
      memoryCheckpoints,
      createGateway,
      routes,
      s3Client,
      log,
      onTableChange,
      publishCatalogueNow,
      seed,
      releaseExpiredHolds,
      startTimer,
      holdReleaseEveryMs,
    } = await modules;

    pointHandlers({ dynamo: dynamo.endpoint, s3: s3.endpoint, ses: mailbox.url, stripe: stripe?.url });

    const dynamoClient = localDynamoClient(dynamo.endpoint);
    await ensureTable(dynamoClient, tableName);

    // Two consumers of the stream, as in AWS: the table stream's handler and the product pages'
    // function, each with its own filter and its own place in the stream.
    const streams = new DynamoDBStreamsClient({
      endpoint: dynamo.endpoint,
      region: process.env.AWS_REGION,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const consumer = {
      dynamo: dynamoClient,
      streams,
      tableName,
      region: process.env.AWS_REGION!,
      log: (level: 'warn' | 'error', msg: string, fields: Record<string, unknown>) => log[level](msg, fields),
    };
    const checkpointsIn = (file: string) => (options.inMemory ? memoryCheckpoints() : fileCheckpoints(join(options.dataDir, file)));
    const pollers = [
      startStreamPoller({
        ...consumer,
        handler: onTableChange,
        batchSize: STREAM_READING.tableEvents.batchSize,
        checkpoints: checkpointsIn('stream-checkpoints.json'),
      }),
    ];
    const pages = await pageModules;
    if (pages) {
      pollers.push(
        startStreamPoller({
          ...consumer,
          handler: pages.onProductChange,
          filter: pages.filter,
          batchSize: STREAM_READING.productPages.batchSize,
          checkpoints: checkpointsIn('stream-checkpoints-product-pages.json'),
        }),
      );
    }

    running.push(...pollers);

    // What the EventBridge rule does in AWS: expired checkout holds give their stock back.
    running.push(
      startTimer({
        name: 'releasing expired holds',
        everyMs: holdReleaseEveryMs(env),
        run: releaseExpiredHolds,
        log: (message, fields) => log.error(message, fields),
      }),
    );

    const gateway = createGateway({
      routes,
      handlersDir: join(PROJECT_ROOT, 'functions', 'routes'),
      webRoot: options.serveSite === false ? undefined : join(PROJECT_ROOT, 'web', 'dist'),
      s3: s3Client,
      imagesBucket: () => imagesBucket,
      paymentsEmulator: () => stripe?.url,
      s3Endpoint: () => s3.endpoint,
      // Both stream readers have handled everything written before this moment (see the stream poller).
      streamsQuietSince: () => Math.min(...pollers.map((poller) => poller.quietSince())),
    });
    await gateway.listen(ports.gateway, LOOPBACK);
    running.push({ stop: () => gateway.close() });

    const seeded =
      options.seed === false ? undefined : await seed({ adminEmail: options.adminEmail, adminPassword: options.adminPassword });
    // The stream republishes the catalogue after each change; this makes sure the snapshot is
    // there, whole, before the first request, whatever the data directory held.
    await publishCatalogueNow();
    // And every product's page, drawn into this build's template under this origin. The stream's
    // product pages reader draws the same pages meanwhile, and the local S3 can fail a request
    // racing another on the same key; every write is guarded, so a failed draw is tried again.
    const drawn = pages ? await drawAllPagesRetrying(pages.publishProductPagesNow) : undefined;
    // Then the share cards missing or stale, in the background: a fresh catalogue's take a while
    // to draw, and the shop needs none of them to serve.
    if (pages) {
      void pages.publishShareCardsNow().then(
        (cards) => cards.cards && console.error(`Share cards drawn: ${cards.cards} in ${(cards.ms / 1000).toFixed(1)} s`),
        (error: unknown) => stopped || console.error(`Drawing the share cards failed: ${(error as Error).message}`),
      );
    }

    let stopped: Promise<void> | undefined;
    return {
      info: {
        site: siteUrl,
        api,
        mailbox: mailbox.url.replace(LOOPBACK, 'localhost'),
        dynamoEndpoint: dynamo.endpoint,
        s3Endpoint: s3.endpoint,
        stripe: stripe?.url ?? null,
        tableName,
        imagesBucket,
        dataDir: options.dataDir,
        admin: { email: options.adminEmail, password: options.adminPassword },
      },
      seeded,
      ...(drawn ? { pages: { rendered: drawn.rendered, ms: drawn.ms } } : {}),
      stop: () => (stopped ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * Waits for every start-up; each that succeeds joins `running` (so a failure elsewhere still
 * stops it), and the first failure is rethrown once all have settled.
 */
async function settleAll(running: Stoppable[], starts: Promise<Stoppable | undefined>[]): Promise<void> {
  const results = await Promise.allSettled(
    starts.map((start) =>
      start.then((part) => {
        if (part) running.push(part);
      }),
    ),
  );
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/** The modules needed once the stand-ins are up, loaded in parallel with their start. */
async function loadModules() {
  const [
    dynamoClient,
    tableSchema,
    poller,
    streams,
    checkpoints,
    gateway,
    routeTable,
    clients,
    logger,
    tableChange,
    catalogue,
    seeding,
    holds,
    timer,
  ] = await Promise.all([
    import('./dynamo-client'),
    import('./table-schema'),
    import('./stream-poller'),
    import('@aws-sdk/client-dynamodb-streams'),
    import('./stream-checkpoints'),
    import('./gateway'),
    import('@shared/routes'),
    import('../../functions/commons/clients'),
    import('../../functions/commons/logger'),
    import('../../functions/events/on-table-change'),
    import('../../functions/events/catalogue-snapshot'),
    import('../seed/index'),
    import('../../functions/events/release-holds'),
    import('./timer'),
  ]);
  return {
    localDynamoClient: dynamoClient.localDynamoClient,
    ensureTable: tableSchema.ensureTable,
    startStreamPoller: poller.startStreamPoller,
    DynamoDBStreamsClient: streams.DynamoDBStreamsClient,
    fileCheckpoints: checkpoints.fileCheckpoints,
    memoryCheckpoints: checkpoints.memoryCheckpoints,
    createGateway: gateway.createGateway,
    routes: routeTable.routes,
    s3Client: clients.s3Client,
    log: logger.log,
    onTableChange: tableChange.handler,
    publishCatalogueNow: () => catalogue.publishCatalogueNow(),
    seed: seeding.seed,
    releaseExpiredHolds: () => holds.releaseExpiredHolds(),
    startTimer: timer.startTimer,
    holdReleaseEveryMs: timer.holdReleaseEveryMs,
  };
}

/** The product pages' consumer and renderer (React and the web's components): only where the built site is served. */
async function loadPageModules() {
  const [pages, onProductChange, filter] = await Promise.all([
    import('../../functions/events/product-pages'),
    import('../../functions/events/on-product-change'),
    import('../../functions/events/stream-filter'),
  ]);
  return {
    onProductChange: onProductChange.handleStream,
    filter: filter.streamFilterPatterns(filter.PRODUCT_PAGE_WATCHES),
    publishProductPagesNow: () => pages.publishProductPagesNow(onProductChange.liveProductPages),
    publishShareCardsNow: () => pages.publishShareCardsNow(onProductChange.liveProductPages),
  };
}

/** The built site when it has the product page template; a site built before product pages had none. */
function pageTemplateDir(webDist: string | undefined): string | undefined {
  if (!webDist || existsSync(join(webDist, PRODUCT_PAGE_TEMPLATE_FILE))) return webDist;
  console.error(`The built site has no ${PRODUCT_PAGE_TEMPLATE_FILE}: product pages are not drawn. Run \`npm run build:web\`.`);
  return undefined;
}

/** Draws every product page, up to three times when a draw fails (each write is generation-guarded, so a repeat is safe). */
async function drawAllPagesRetrying<T>(draw: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await draw();
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`Drawing the product pages failed (attempt ${attempt} of 3), trying again: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
