import { Aws, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AnyPrincipal, Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  BucketPolicy,
  type CorsRule,
  type IBucket,
  type LifecycleRule,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface PrivateBucketProps {
  readonly bucketName: string;
  /** Where S3 writes this bucket's server access logs. */
  readonly accessLogs: IBucket;
  readonly accessLogsPrefix: string;
  /** Keep earlier versions of overwritten objects for a while (a replaced product image, say). */
  readonly versioned?: boolean;
  readonly cors?: CorsRule[];
  readonly lifecycleRules?: LifecycleRule[];
  /**
   * Take over the bucket a destroyed stack retained, by its name, instead of creating it. Its
   * settings (encryption, public access block, versioning, logging, lifecycle, CORS) stayed with
   * it; its policy did not (CloudFormation deletes a bucket policy with its stack), so it is made again.
   */
  readonly reuse?: boolean;
}

/**
 * A bucket nobody reaches directly: public access blocked, S3-managed encryption, TLS required,
 * access logged, kept when its stack is deleted. CloudFront reads it through origin access control.
 */
export class PrivateBucket extends Construct {
  readonly bucket: IBucket;
  /** The policy made for a reused bucket, whose own policy went with the destroyed stack. */
  private readonly reusedPolicy?: BucketPolicy;

  constructor(scope: Construct, id: string, props: PrivateBucketProps) {
    super(scope, id);
    if (props.reuse) {
      this.bucket = Bucket.fromBucketName(this, 'Bucket', props.bucketName);
      this.reusedPolicy = new BucketPolicy(this, 'Policy', { bucket: this.bucket, removalPolicy: RemovalPolicy.RETAIN });
      this.reusedPolicy.document.addStatements(denyWithoutTls(this.bucket));
      acknowledgeTlsOnly(this.reusedPolicy);
      return;
    }
    const lifecycleRules = [
      ...(props.versioned ? [{ noncurrentVersionExpiration: Duration.days(30) }] : []),
      ...(props.lifecycleRules ?? []),
    ];
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: props.bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: props.accessLogsPrefix,
      versioned: props.versioned ?? false,
      cors: props.cors,
      lifecycleRules: lifecycleRules.length ? lifecycleRules : undefined,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // The policy stays with the bucket, so a retained bucket still refuses plain HTTP.
    this.bucket.policy?.applyRemovalPolicy(RemovalPolicy.RETAIN);
  }

  /** Adds a statement to the bucket's policy, the reused bucket's included. */
  addToPolicy(statement: PolicyStatement): void {
    if (this.reusedPolicy) this.reusedPolicy.document.addStatements(statement);
    else this.bucket.addToResourcePolicy(statement);
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
    this.addToPolicy(
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

/** The statement `enforceSSL` adds to a bucket CDK creates, for a bucket it takes over. */
export function denyWithoutTls(bucket: IBucket): PolicyStatement {
  return new PolicyStatement({
    effect: Effect.DENY,
    principals: [new AnyPrincipal()],
    actions: ['s3:*'],
    resources: [bucket.bucketArn, bucket.arnForObjects('*')],
    conditions: { Bool: { 'aws:SecureTransport': 'false' } },
  });
}

/** cdk-nag matches a TLS-only statement to its bucket by logical id or a plain name, neither of which a reused bucket has. */
export function acknowledgeTlsOnly(policy: BucketPolicy): void {
  Validations.of(policy).acknowledge({
    id: 'AwsSolutions-S10',
    reason:
      'The policy denies every request without TLS (aws:SecureTransport false) on the reused bucket and its objects; ' +
      'the check cannot tie a bucket name built from the account and region to those resources.',
  });
}
