import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { PrivateBucket } from '../constructs/private-bucket';
import { ShopSecrets } from '../constructs/shop-secrets';
import { ShopTable } from '../constructs/shop-table';
import type { BucketNames } from './bucket-names';

export interface DataStackProps extends StackProps {
  readonly bucketNames: BucketNames;
  readonly tableDeletionProtection: boolean;
  /** The site's origin when it has its own domain; otherwise uploads are allowed from CloudFront's domains. */
  readonly siteOrigin?: string;
}

/**
 * Everything that holds state and outlives a redeploy: the table, the buckets and the secrets.
 * Kept apart from the functions and the distribution so that those can be replaced freely.
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly imagesBucket: Bucket;
  readonly siteBucket: Bucket;
  readonly logsBucket: Bucket;
  readonly jwtSecret: Secret;
  readonly stripeSecret: Secret;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    this.table = new ShopTable(this, 'Data', { deletionProtection: props.tableDeletionProtection }).table;

    // Server access logs of the buckets and the distribution's standard logs. CloudFront's
    // standard logging writes with ACLs, hence object ownership "preferred" instead of "enforced".
    this.logsBucket = new Bucket(this, 'AccessLogs', {
      bucketName: props.bucketNames.logs,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop.',
    });

    const images = new PrivateBucket(this, 'Images', {
      bucketName: props.bucketNames.images,
      accessLogs: this.logsBucket,
      accessLogsPrefix: 's3/images/',
      versioned: true,
    });
    // A missing image answers 404, as locally; the edge function refuses the bare bucket root.
    images.allowCloudFrontRead({ missingIs404: true });
    this.imagesBucket = images.bucket;
    // The admin's browser posts product pictures straight to the bucket with a presigned POST
    // (a 5 MB image cannot pass through a Lambda); the presigned policy limits size, type and key.
    this.imagesBucket.addCorsRule({
      allowedMethods: [HttpMethods.POST],
      allowedOrigins: [props.siteOrigin ?? 'https://*.cloudfront.net'],
      allowedHeaders: ['*'],
      maxAge: 3600,
    });
    // Pictures waiting to be adopted by a product route are gone after a day.
    this.imagesBucket.addLifecycleRule({ prefix: 'uploads/', expiration: Duration.days(1) });

    // The built SPA. Rebuilt from source at every deploy, but a bucket all the same: kept apart
    // from stateless resources and retained, since CloudFormation cannot delete a non-empty bucket.
    const site = new PrivateBucket(this, 'Site', {
      bucketName: props.bucketNames.site,
      accessLogs: this.logsBucket,
      accessLogsPrefix: 's3/site/',
    });
    site.allowCloudFrontRead();
    this.siteBucket = site.bucket;

    const secrets = new ShopSecrets(this, 'Secrets');
    this.jwtSecret = secrets.jwt;
    this.stripeSecret = secrets.stripe;

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'ImagesBucketName', { value: this.imagesBucket.bucketName, description: 'Keys: products/<id>.svg' });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
    new CfnOutput(this, 'JwtSecretArn', { value: this.jwtSecret.secretArn });
    new CfnOutput(this, 'StripeSecretArn', {
      value: this.stripeSecret.secretArn,
      description: 'Put {"secretKey","publishableKey","webhookSecret"} here after the first deploy',
    });
  }
}
