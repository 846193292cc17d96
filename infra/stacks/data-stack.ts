import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { type CfnTable, type ITable, Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnSecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { BlockPublicAccess, Bucket, BucketEncryption, BucketPolicy, HttpMethods, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledgeTlsOnly, denyWithoutTls, PrivateBucket } from '../constructs/private-bucket';
import { ShopSecrets } from '../constructs/shop-secrets';
import { ShopTable, TABLE_INDEXES } from '../constructs/shop-table';
import type { BucketNames } from './bucket-names';

export interface DataStackProps extends StackProps {
  readonly bucketNames: BucketNames;
  readonly tableName: string;
  readonly tableDeletionProtection: boolean;
  /** The site's origin when it has its own domain; otherwise uploads are allowed from CloudFront's domains. */
  readonly siteOrigin?: string;
  /**
   * Take over the table and buckets a destroyed stack retained (found by their fixed names)
   * instead of creating them; the table's stream ARN comes with it, for the stream handler.
   */
  readonly reuse?: { readonly tableStreamArn: string };
}

/**
 * Everything that holds state and outlives a redeploy: the table, the buckets and the secrets.
 * Kept apart from the functions and the distribution so that those can be replaced freely.
 */
export class DataStack extends Stack {
  readonly table: ITable;
  /**
   * The ARNs the app stack reads, as the resources' own attributes where this stack creates them:
   * what a weak reference (Fn::GetStackOutput) needs, instead of an export that would block a
   * change here while the app stack imports it.
   */
  readonly arns: { readonly table: string; readonly tableStream: string; readonly jwtSecret: string; readonly stripeSecret: string };
  readonly imagesBucket: IBucket;
  readonly siteBucket: IBucket;
  readonly logsBucket: IBucket;
  readonly jwtSecret: Secret;
  readonly stripeSecret: Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const reuse = Boolean(props.reuse);

    this.table = props.reuse
      ? Table.fromTableAttributes(this, 'Data', {
          tableName: props.tableName,
          tableStreamArn: props.reuse.tableStreamArn,
          globalIndexes: [...TABLE_INDEXES],
        })
      : new ShopTable(this, 'Data', { tableName: props.tableName, deletionProtection: props.tableDeletionProtection }).table;

    this.logsBucket = reuse ? this.reusedLogsBucket(props.bucketNames.logs) : this.logsBucketOf(props.bucketNames.logs);

    const images = new PrivateBucket(this, 'Images', {
      bucketName: props.bucketNames.images,
      accessLogs: this.logsBucket,
      accessLogsPrefix: 's3/images/',
      versioned: true,
      // The admin's browser posts product pictures straight to the bucket with a presigned POST
      // (a 5 MB image cannot pass through a Lambda); the presigned policy limits size, type and key.
      cors: [
        {
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: [props.siteOrigin ?? 'https://*.cloudfront.net'],
          allowedHeaders: ['*'],
          maxAge: 3600,
        },
      ],
      // Pictures waiting to be adopted by a product route are gone after a day.
      lifecycleRules: [{ prefix: 'uploads/', expiration: Duration.days(1) }],
      reuse,
    });
    // A missing image answers 404, as locally; the edge function refuses the bare bucket root.
    images.allowCloudFrontRead({ missingIs404: true });
    this.imagesBucket = images.bucket;

    // The built SPA. Rebuilt from source at every deploy, but a bucket all the same: kept apart
    // from stateless resources and retained, since CloudFormation cannot delete a non-empty bucket.
    const site = new PrivateBucket(this, 'Site', {
      bucketName: props.bucketNames.site,
      accessLogs: this.logsBucket,
      accessLogsPrefix: 's3/site/',
      reuse,
    });
    site.allowCloudFrontRead();
    this.siteBucket = site.bucket;

    const secrets = new ShopSecrets(this, 'Secrets');
    this.jwtSecret = secrets.jwt;
    this.stripeSecret = secrets.stripe;
    const created = this.table.node.defaultChild as CfnTable | undefined;
    this.arns = {
      table: created?.attrArn ?? this.table.tableArn,
      tableStream: created?.attrStreamArn ?? this.table.tableStreamArn!,
      jwtSecret: (this.jwtSecret.node.defaultChild as CfnSecret).ref,
      stripeSecret: (this.stripeSecret.node.defaultChild as CfnSecret).ref,
    };

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'ImagesBucketName', { value: this.imagesBucket.bucketName, description: 'Keys: products/<id>.svg' });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
    new CfnOutput(this, 'JwtSecretArn', { value: this.jwtSecret.secretArn });
    new CfnOutput(this, 'StripeSecretArn', {
      value: this.stripeSecret.secretArn,
      description: 'Put {"secretKey","publishableKey","webhookSecret"} here after the first deploy',
    });
  }

  /**
   * Server access logs of the buckets and the distribution's standard logs. CloudFront's
   * standard logging writes with ACLs, hence object ownership "preferred" instead of "enforced".
   */
  private logsBucketOf(bucketName: string): Bucket {
    const bucket = new Bucket(this, 'AccessLogs', {
      bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // The policy stays with the bucket, so a retained bucket still refuses plain HTTP.
    bucket.policy?.applyRemovalPolicy(RemovalPolicy.RETAIN);
    Validations.of(bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop.',
    });
    return bucket;
  }

  /** The retained logs bucket, with the policy CDK gives it when the buckets logging there are created. */
  private reusedLogsBucket(bucketName: string): IBucket {
    const bucket = Bucket.fromBucketName(this, 'AccessLogs', bucketName);
    const policy = new BucketPolicy(this, 'AccessLogsPolicy', { bucket, removalPolicy: RemovalPolicy.RETAIN });
    policy.document.addStatements(
      denyWithoutTls(bucket),
      new PolicyStatement({
        principals: [new ServicePrincipal('logging.s3.amazonaws.com')],
        actions: ['s3:PutObject'],
        resources: [bucket.arnForObjects('s3/*')],
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
    );
    acknowledgeTlsOnly(policy);
    return bucket;
  }
}
