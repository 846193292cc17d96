import { join } from 'node:path';
import { CustomResource, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { ROBOTS_KEY, SITEMAP_KEYS } from '@shared/crawlers/site-files';
import { snapshotKey } from '@shared/route-kit';
import { catalogRoutes } from '@shared/routes/catalog';
import { AppFunction } from './app-function';
import { wildcardResourceFinding } from './nag';
import { grantProductPages, PRODUCT_PAGES_FILES } from './product-pages';

/** Where the demo catalogue's pictures go (infra/seed/index.ts lists and writes them there). */
const SEED_IMAGES_PREFIX = 'products/';

export interface ShopBootstrapProps {
  readonly projectRoot: string;
  readonly table: ITable;
  readonly imagesBucket: IBucket;
  /** Where the built site is deployed: product pages are drawn into its page template. */
  readonly siteBucket: IBucket;
  /** The page template's content hash: a deploy with a new one draws every product page again. */
  readonly pageTemplateHash: string;
  readonly jwtSecret: ISecret;
  readonly siteUrl: string;
  /** The first administrator's address: the account is created and mailed a set-your-password link. */
  readonly adminEmail?: string;
  /** Loads the demo catalogue (323 products from 54 houses, their pictures and brands), idempotently. */
  readonly seedDemoCatalogue: boolean;
  readonly logRetention: RetentionDays;
  readonly sourceMaps: boolean;
}

/**
 * What makes a fresh deploy a shop an operator can run: a custom resource, run on the first
 * deploy and whenever its settings change (it is idempotent), that writes the promo codes, creates the first administrator without any
 * password in the template, optionally loads the demo catalogue, and publishes the catalogue snapshot,
 * the sitemap, robots.txt and every product page.
 */
export class ShopBootstrap extends Construct {
  readonly handler: AppFunction;

  constructor(scope: Construct, id: string, props: ShopBootstrapProps) {
    super(scope, id);
    this.handler = new AppFunction(this, 'Bootstrap', {
      projectRoot: props.projectRoot,
      entry: join(props.projectRoot, 'infra', 'bootstrap', 'bootstrap-shop.ts'),
      description: 'Deploy-time bootstrap: promo codes, first administrator, optional demo catalogue',
      timeout: Duration.minutes(10),
      memoryMiB: 1024,
      environment: { SITE_URL: props.siteUrl },
      logRetention: props.logRetention,
      sourceMaps: props.sourceMaps,
      files: PRODUCT_PAGES_FILES,
    });
    this.handler.bindTable(props.table, 'write');
    // The demo catalogue's pictures, and the catalogue snapshot, the sitemap and robots.txt it
    // publishes (each read for its ETag and generation, then conditionally replaced): no other
    // object of the bucket.
    this.handler.bindImages(props.imagesBucket, { write: [SEED_IMAGES_PREFIX] });
    this.handler.bindSnapshots(props.imagesBucket, [snapshotKey(catalogRoutes.listProducts.path), ...SITEMAP_KEYS, ROBOTS_KEY]);
    // The seed lists the pictures it stored before, to upload only what changed.
    this.handler.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [props.imagesBucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${SEED_IMAGES_PREFIX}*`] } },
      }),
    );
    // Every product's page and share card: the catalogue read, pages and cards written, the
    // pictures read, the template read from the site bucket.
    grantProductPages(this.handler, { table: props.table, imagesBucket: props.imagesBucket, siteBucket: props.siteBucket });
    // Emailed links are sealed in the outbox under a key derived from the session key.
    this.handler.readSecret(props.jwtSecret, 'JWT_SECRET_ARN');

    const provider = new Provider(this, 'Provider', {
      onEventHandler: this.handler.fn,
      logGroup: new LogGroup(this, 'ProviderLogs', { retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY }),
    });
    const reason =
      "CDK's custom resource provider framework: its own small function with the basic execution policy, invoking our bootstrap function (any version of it).";
    Validations.of(provider).acknowledge(
      { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason },
      { id: wildcardResourceFinding(this, `${this.handler.fn.functionArn}:*`), reason },
    );
    new CustomResource(this, 'Run', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::MaisonBootstrap',
      properties: {
        adminEmail: props.adminEmail ?? '',
        seedDemoCatalogue: String(props.seedDemoCatalogue),
        // Changed once, so a shop deployed before snapshots existed runs the bootstrap again and publishes one.
        catalogueSnapshot: 'published at deploy',
        // Changed once, so a shop deployed before the sitemap existed runs the bootstrap again and publishes it with robots.txt.
        siteFiles: 'sitemap and robots.txt published at deploy',
        // A new page template (a new web build) runs the bootstrap again, which draws every product page into it.
        productPageTemplate: props.pageTemplateHash,
      },
    });
  }
}
