import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { STREAM_READING } from '../../functions/events/stream-reading';
import { PRODUCT_PAGE_TABLE_GRANTS } from '../../functions/events/reaction-grants';
import { PRODUCT_PAGE_WATCHES, streamFilterPatterns } from '../../functions/events/stream-filter';
import { SHARE_CARD_FILES } from '../../functions/images/share-card-renderer';
import { SHARE_CARDS_KEY_PREFIX } from '@shared/catalog/product-metadata';
import { PRODUCT_PAGES_KEY_PREFIX } from '@shared/catalog/product-page-address';
import { PRODUCT_PAGE_TEMPLATE_FILE } from '@shared/product-page-template';
import { AppFunction } from './app-function';
import { MAX_RECORD_AGE } from './table-events';

export interface ProductPagesProps {
  readonly projectRoot: string;
  readonly table: ITable;
  /** Where the pages are written (`snapshots/api/product-pages/`). */
  readonly imagesBucket: IBucket;
  /** Where the built site is deployed: the page template is read from it. */
  readonly siteBucket: IBucket;
  readonly logRetention: RetentionDays;
  readonly sourceMaps: boolean;
}

/**
 * The built page template's content hash with where pages are kept (`none` for a build without
 * one): a deploy draws all pages again when either changes, so pages moved to a new key are there.
 */
export function pageTemplateHash(webDist: string): string {
  const file = join(webDist, PRODUCT_PAGE_TEMPLATE_FILE);
  return existsSync(file) ? createHash('sha256').update(PRODUCT_PAGES_KEY_PREFIX).update(readFileSync(file)).digest('hex') : 'none';
}

/** The files a function drawing share cards reads beside its bundle: the renderer's WebAssembly and the card's face. */
export const PRODUCT_PAGES_FILES: readonly string[] = Object.values(SHARE_CARD_FILES);

/** Where the product pictures are kept, read to draw them into share cards. */
const PICTURES_PREFIX = 'products/';

/**
 * What a function drawing product pages may do: read the catalogue, write and take down pages
 * and share cards, read the pictures and the template.
 */
export function grantProductPages(fn: AppFunction, props: Pick<ProductPagesProps, 'table' | 'imagesBucket' | 'siteBucket'>): void {
  PRODUCT_PAGE_TABLE_GRANTS.forEach((grant, i) => fn.bindTable(props.table, { ...grant, sid: `ProductPages${i}` }));
  // A page or a card is read (its ETag, generation and fingerprint), conditionally replaced, or
  // deleted with its product; a card's picture is read.
  const published = [PRODUCT_PAGES_KEY_PREFIX, SHARE_CARDS_KEY_PREFIX];
  fn.bindImages(props.imagesBucket, { read: [...published, PICTURES_PREFIX], write: published, delete: published });
  fn.role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['s3:GetObject'],
      resources: [props.siteBucket.arnForObjects(PRODUCT_PAGE_TEMPLATE_FILE)],
    }),
  );
  fn.addEnvironment('SITE_BUCKET', props.siteBucket.bucketName);
}

/**
 * The product pages' own consumer of the table stream, beside the stream handler (a DynamoDB
 * stream allows two Lambda readers per shard; the keeper of failed events reads it with
 * GetRecords, not through a mapping). It draws pages with React and the web's components, a
 * bundle far over the stream handler's budget, so it is a function of its own, run only for
 * product changes (the event source's filter), with the stream handler's retry and dead-letter
 * treatment. A page a failed record left stale is drawn again by the next change or deploy, or by
 * invoking the function with `{"renderAll":true}`.
 */
export class ProductPages extends Construct {
  readonly handler: AppFunction;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: ProductPagesProps) {
    super(scope, id);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter destination of the product pages function.',
    });

    this.handler = new AppFunction(this, 'OnProductChange', {
      projectRoot: props.projectRoot,
      entry: join(props.projectRoot, 'functions', 'events', 'on-product-change.ts'),
      description: 'Table stream: draws the product pages a product change makes stale',
      // Drawing is CPU work: more memory is a faster CPU, and a brand's rename redraws its house.
      memoryMiB: 1024,
      timeout: Duration.minutes(5),
      logRetention: props.logRetention,
      sourceMaps: props.sourceMaps,
      files: PRODUCT_PAGES_FILES,
    });
    grantProductPages(this.handler, props);

    this.handler.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: STREAM_READING.productPages.batchSize,
        maxBatchingWindow: Duration.seconds(STREAM_READING.productPages.batchingWindowSeconds),
        parallelizationFactor: STREAM_READING.productPages.parallelizationFactor,
        bisectBatchOnError: true,
        retryAttempts: 5,
        reportBatchItemFailures: true,
        maxRecordAge: MAX_RECORD_AGE,
        onFailure: new SqsDlq(this.deadLetters),
        filters: streamFilterPatterns(PRODUCT_PAGE_WATCHES).map((pattern) => FilterCriteria.filter(pattern)),
      }),
    );
    Validations.of(this.handler.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'dynamodb:ListStreams, added by the DynamoDB event source, has no resource-level permissions; ' +
        "reading the records themselves is limited to this table's stream.",
    });
  }
}
