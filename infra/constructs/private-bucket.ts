import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface PrivateBucketProps {
  readonly bucketName: string;
  /** Where S3 writes this bucket's server access logs. */
  readonly accessLogs: IBucket;
  readonly accessLogsPrefix: string;
  /** Keep earlier versions of overwritten objects for a while (a replaced product image, say). */
  readonly versioned?: boolean;
}

/**
 * A bucket nobody reaches directly: public access blocked, S3-managed encryption, TLS required,
 * access logged, kept when its stack is deleted. CloudFront reads it through origin access control.
 */
export class PrivateBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: PrivateBucketProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: props.bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: props.accessLogsPrefix,
      versioned: props.versioned ?? false,
      lifecycleRules: props.versioned ? [{ noncurrentVersionExpiration: Duration.days(30) }] : undefined,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * Lets CloudFront distributions of this account read the objects (origin access control).
   * The distribution lives in the stateless stack, which depends on this one, so naming its id
   * here would make the two stacks depend on each other; the account's distributions are the
   * narrowest scope without that cycle (CDK itself does the same for KMS-encrypted origins).
   * Everything served this way is public content anyway: the SPA and the product images.
   */
  allowCloudFrontRead(options: { missingIs404?: boolean } = {}): void {
    // Without ListBucket, S3 answers a missing key with 403; with it, 404.
    const list = options.missingIs404 ?? false;
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontOriginAccessControlRead',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: list ? ['s3:GetObject', 's3:ListBucket'] : ['s3:GetObject'],
        resources: list ? [this.bucket.arnForObjects('*'), this.bucket.bucketArn] : [this.bucket.arnForObjects('*')],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` },
        },
      }),
    );
  }
}
