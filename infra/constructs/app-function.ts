import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { bundledCode } from './bundled-code';
import { DependencyLayer, type LayerLibrary } from './dependency-layer';
import { wildcardResourceFinding } from './nag';
import { TABLE_INDEXES } from './shop-table';

/** Every function's runtime and architecture; the dependency layer is built for them. */
export const FUNCTION_RUNTIME = Runtime.NODEJS_24_X;
export const FUNCTION_ARCHITECTURE = Architecture.ARM_64;

/** Read-only or read-write: the two ways a function may be bound to the table or a bucket. */
export type Access = 'read' | 'write';

/**
 * Item actions (IAM names without the `dynamodb:` prefix) and, when `keys` is given, only on
 * items and index partitions whose partition key matches one of those `StringLike` patterns.
 */
export interface TableGrant {
  readonly actions: readonly string[];
  readonly keys?: readonly string[];
  /** The statement's Sid (letters and digits), naming what it is for. */
  readonly sid?: string;
}

/**
 * A grant as one statement: the table, and its indexes only when the grant may query or scan.
 * `dynamodb:LeadingKeys` is the partition key of every item a request names, and the index's
 * partition key for a query on an index; `ForAllValues` makes a batch or transaction pass only
 * when every item's key matches.
 */
function tableStatement(table: ITable, grant: TableGrant): PolicyStatement {
  // A scan names no partition key, so `ForAllValues` would let it read everything.
  if (grant.keys && grant.actions.includes('Scan')) throw new Error('A grant limited to keys cannot scan');
  const readsIndexes = grant.actions.some((action) => action === 'Query' || action === 'Scan');
  return new PolicyStatement({
    ...(grant.sid ? { sid: grant.sid } : {}),
    actions: grant.actions.map((action) => `dynamodb:${action}`),
    resources: [table.tableArn, ...(readsIndexes ? TABLE_INDEXES.map((index) => `${table.tableArn}/index/${index}`) : [])],
    ...(grant.keys ? { conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...grant.keys] } } } : {}),
  });
}

/** Objects of a bucket by key prefix (`products/`): read (get), write (put) and delete, each on its own prefixes. */
export interface ImageGrant {
  readonly read?: readonly string[];
  readonly write?: readonly string[];
  readonly delete?: readonly string[];
}

const IMAGE_ACTIONS = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject' } as const;

/**
 * An image grant as statements: one per kind of access, on the objects under its prefixes. A
 * prefix must end with `/`, so `products/` cannot be read as `products-backup/...` too.
 */
function imageStatements(bucket: IBucket, grant: ImageGrant): { actions: string[]; resources: string[] }[] {
  return (Object.keys(IMAGE_ACTIONS) as (keyof ImageGrant)[]).flatMap((kind) => {
    const prefixes = grant[kind] ?? [];
    for (const prefix of prefixes)
      if (!/^[\w-]+(\/[\w-]+)*\/$/.test(prefix)) throw new Error(`An image prefix is folders ending with /: ${prefix}`);
    return prefixes.length
      ? [{ actions: [IMAGE_ACTIONS[kind]], resources: prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`)) }]
      : [];
  });
}

export interface AppFunctionProps {
  readonly projectRoot: string;
  /** The TypeScript module exporting `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly memoryMiB?: number;
  readonly timeout?: Duration;
  readonly environment?: Record<string, string>;
  readonly logRetention: RetentionDays;
  readonly sourceMaps: boolean;
  /** Libraries the function loads from the shared dependency layer instead of bundling them. */
  readonly fromLayer?: readonly LayerLibrary[];
  /** Package files the function reads at run time, shipped beside its bundle (see bundled-code.ts). */
  readonly files?: readonly string[];
}

/**
 * One Lambda function with the shop's defaults: the newest Node.js runtime on arm64, a minified
 * ES module bundle (see bundled-code.ts), its own log group with a retention, and a role that
 * starts with nothing but writing to that log group and sending its traces to X-Ray (active
 * tracing). Access is added by the bind methods. A function that loads libraries from the
 * dependency layer gets the layer; no other does.
 */
export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Our own role instead of AWSLambdaBasicExecutionRole, whose log permissions cover every
    // log group of the account.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    logGroup.grantWrite(this.role);

    const fromLayer = props.fromLayer ?? [];
    const layer = fromLayer.length
      ? DependencyLayer.of(this, { projectRoot: props.projectRoot, runtime: FUNCTION_RUNTIME, architecture: FUNCTION_ARCHITECTURE })
      : undefined;
    this.fn = new NodejsFunction(this, 'Function', {
      code: bundledCode({
        projectRoot: props.projectRoot,
        entry: props.entry,
        sourceMaps: props.sourceMaps,
        fromLayer,
        ...(props.files ? { files: props.files } : {}),
      }),
      handler: 'index.handler',
      description: props.description,
      runtime: FUNCTION_RUNTIME,
      architecture: FUNCTION_ARCHITECTURE,
      ...(layer ? { layers: [layer.layer] } : {}),
      memorySize: props.memoryMiB ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      tracing: Tracing.ACTIVE,
      logGroup,
      environment: {
        ...(props.sourceMaps ? { NODE_OPTIONS: '--enable-source-maps' } : {}),
        ...props.environment,
      },
    });
    Validations.of(this.role).acknowledge({
      id: wildcardResourceFinding(this, '*'),
      reason: 'Active tracing: X-Ray accepts trace segments and telemetry (PutTraceSegments, PutTelemetryRecords) only on resource *.',
    });
  }

  addEnvironment(name: string, value: string): void {
    this.fn.addEnvironment(name, value);
  }

  /**
   * Read-only or read-write item access to the table and its indexes (named, not `index/*`), or
   * exactly a grant's actions. Transactions need no actions of their own: they are checked item
   * by item.
   */
  bindTable(table: ITable, access: Access | TableGrant): void {
    if (typeof access === 'object') {
      this.role.addToPrincipalPolicy(tableStatement(table, access));
    } else {
      const read = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:ConditionCheckItem'];
      const write = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: access === 'write' ? [...read, ...write] : read,
          resources: [table.tableArn, ...TABLE_INDEXES.map((index) => `${table.tableArn}/index/${index}`)],
        }),
      );
    }
    this.addEnvironment('TABLE_NAME', table.tableName);
  }

  /**
   * The published snapshots (the catalogue, the sitemap, robots.txt): each of `keys`, an object
   * key or a key pattern of the images bucket, read (its ETag and generation) and conditionally
   * replaced; no other object.
   */
  bindSnapshots(bucket: IBucket, keys: readonly string[]): void {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: keys.map((key) => bucket.arnForObjects(key)) }),
    );
    for (const key of keys.filter((k) => k.endsWith('*'))) {
      Validations.of(this.role).acknowledge({
        id: wildcardResourceFinding(this, bucket.arnForObjects(key)),
        reason: 'The pages of a sitemap too long for one file (snapshots/sitemaps/<n>.xml): how many depends on the catalogue.',
      });
    }
    this.addEnvironment('IMAGES_BUCKET', bucket.bucketName);
  }

  /**
   * Objects only (no listing, no bucket settings). With prefixes, each kind of access on the
   * objects under its own prefixes only (`products/` → `<bucket>/products/*`), one statement per
   * kind; the shorthands of test stacks, get (`read`) or get, put and delete (`write`), on any object.
   */
  bindImages(bucket: IBucket, access: Access | ImageGrant): void {
    const statements =
      typeof access === 'object'
        ? imageStatements(bucket, access)
        : [
            {
              actions: access === 'write' ? ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'] : ['s3:GetObject'],
              resources: [bucket.arnForObjects('*')],
            },
          ];
    for (const { actions, resources } of statements) {
      this.role.addToPrincipalPolicy(new PolicyStatement({ actions, resources }));
      for (const objects of resources) {
        Validations.of(this.role).acknowledge({
          id: wildcardResourceFinding(this, objects),
          reason:
            typeof access === 'object'
              ? 'Objects under one prefix of the images bucket: their keys (product ids, upload ids) are known only at run time.'
              : "A test stack's shorthand: any object of the images bucket (the route table names prefixes).",
        });
      }
    }
    this.addEnvironment('IMAGES_BUCKET', bucket.bucketName);
  }

  /**
   * Reading one secret; the function gets its ARN in `envName` and fetches the value itself. Only
   * GetSecretValue, the one call functions/commons/secrets.ts makes (grantRead adds DescribeSecret).
   */
  readSecret(secret: ISecret, envName: string): void {
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        // A secret known by name only has a partial ARN, which Secrets Manager completes with six characters.
        resources: [secret.secretFullArn ?? `${secret.secretArn}-??????`],
      }),
    );
    secret.encryptionKey?.grantDecrypt(this.role);
    this.addEnvironment(envName, secret.secretArn);
  }
}
