import type { Environment } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteSpec } from '../../shared/route-kit';
import type { MaisonConfig } from '../config';
import { AppStack } from './app-stack';
import { bucketNames } from './bucket-names';
import { DataStack } from './data-stack';

export interface ShopStacks {
  readonly data: DataStack;
  readonly app: AppStack;
}

/** Both stacks of the shop, wired together; the app entry and the tests build them the same way. */
export function buildShop(
  scope: Construct,
  config: MaisonConfig,
  routes: Readonly<Record<string, RouteSpec>>,
  options: { env?: Environment; webDist?: string } = {},
): ShopStacks {
  const { env } = options;
  const buckets = bucketNames(config.appName);
  const data = new DataStack(scope, `${config.appName}Data`, {
    env,
    description: 'Maison: table, buckets and secrets (retained)',
    bucketNames: buckets,
    tableDeletionProtection: config.tableDeletionProtection,
    siteOrigin: config.domainName ? `https://${config.domainName}` : undefined,
  });
  const app = new AppStack(scope, `${config.appName}App`, {
    env,
    description: 'Maison: API, functions, stream handler and CloudFront distribution',
    routes,
    table: data.table,
    bucketNames: buckets,
    jwtSecret: data.jwtSecret,
    stripeSecret: data.stripeSecret,
    projectRoot: config.projectRoot,
    webDist: options.webDist,
    mailFrom: config.mailFrom,
    mailIdentity: config.mailIdentity,
    domainName: config.domainName,
    certificateArn: config.certificateArn,
    webAclArn: config.webAclArn,
    logRetention: config.logRetention,
    apiRateLimit: config.apiRateLimit,
    apiBurstLimit: config.apiBurstLimit,
    sourceMaps: config.sourceMaps,
    adminEmail: config.adminEmail,
    seedDemoCatalogue: config.seedDemoCatalogue,
    shopTimeZone: config.shopTimeZone,
    alarmEmail: config.alarmEmail,
  });
  // Buckets are found by name, so say outright that the data stack goes first.
  app.addStackDependency(data);
  return { data, app };
}
