import { type Environment, ReferenceStrength, Stack, Token } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteSpec } from '@shared/route-kit';
import { type MaisonConfig, requireWebBuild } from '../config';
import { AppStack, type AppStackProps } from './app-stack';
import { bucketNames, tableName } from './bucket-names';
import { DataStack } from './data-stack';
import { WafStack } from './waf-stack';

/** The only region where a CloudFront web ACL can be created. */
const CLOUDFRONT_REGION = 'us-east-1';

export interface ShopStacks {
  readonly data: DataStack;
  readonly app: AppStack;
  /** The web ACL's own stack, when the shop is deployed outside us-east-1. */
  readonly waf?: WafStack;
}

/** The stacks of the shop, wired together; the app entry and the tests build them the same way. */
export function buildShop(
  scope: Construct,
  config: MaisonConfig,
  routes: Readonly<Record<string, RouteSpec>>,
  options: { env?: Environment } = {},
): ShopStacks {
  const { env } = options;
  const webDist = requireWebBuild(config);
  const buckets = bucketNames(config.appName);
  const data = new DataStack(scope, `${config.appName}Data`, {
    env,
    description: 'Maison: table, buckets and secrets (retained)',
    bucketNames: buckets,
    tableName: tableName(config.appName),
    tableDeletionProtection: config.tableDeletionProtection,
    siteOrigin: config.domainName ? `https://${config.domainName}` : undefined,
    reuse: config.reuseData,
  });

  // A CloudFront web ACL must be created in us-east-1. A shop deployed there (or synthesized with
  // no region, as offline; `cdk deploy` always knows its region) keeps it in its app stack;
  // anywhere else it gets a small stack of its own in us-east-1, deployed first.
  let waf: WafStack | undefined;
  let webAcl: AppStackProps['webAcl'];
  if (config.waf.kind === 'existing') webAcl = { arn: config.waf.arn };
  if (config.waf.kind === 'default') {
    const region = env?.region;
    if (region && !Token.isUnresolved(region) && region !== CLOUDFRONT_REGION) {
      waf = new WafStack(scope, `${config.appName}Waf`, {
        env: { account: env?.account, region: CLOUDFRONT_REGION },
        description: 'Maison: the web ACL in front of the shop (CloudFront web ACLs live in us-east-1)',
        rateLimit: config.waf.rateLimit,
        routes,
        metricPrefix: `${config.appName}App`,
      });
      // Read across regions with Fn::GetStackOutput: a plain export cannot leave its region.
      webAcl = { arn: Stack.consumeReference(waf.webAclArn, ReferenceStrength.WEAK) };
    } else {
      webAcl = { rateLimit: config.waf.rateLimit };
    }
  }

  const app = new AppStack(scope, `${config.appName}App`, {
    env,
    description: 'Maison: API, functions, stream handler and CloudFront distribution',
    routes,
    dataArns: data.arns,
    bucketNames: buckets,
    projectRoot: config.projectRoot,
    webDist,
    mailFrom: config.mailFrom,
    mailIdentity: config.mailIdentity,
    domainName: config.domainName,
    certificateArn: config.certificateArn,
    webAcl,
    logRetention: config.logRetention,
    apiRateLimit: config.apiRateLimit,
    apiBurstLimit: config.apiBurstLimit,
    routeThrottles: config.routeThrottles,
    lambdaConcurrencyQuota: config.lambdaConcurrencyQuota,
    canaryDeploys: config.canaryDeploys,
    sourceMaps: config.sourceMaps,
    adminEmail: config.adminEmail,
    seedDemoCatalogue: config.seedDemoCatalogue,
    shopTimeZone: config.shopTimeZone,
    checkoutHoldMinutes: config.checkoutHoldMinutes,
    alarmEmail: config.alarmEmail,
    mailSendRate: config.mailSendRate,
  });
  // Buckets are found by name, so say outright that the data stack goes first.
  app.addStackDependency(data);
  if (waf) app.addStackDependency(waf);
  return { data, app, waf };
}
