import { type CfnDistribution, type IOriginAccessControl, OriginBase } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';

/**
 * A private S3 bucket as a CloudFront origin, read through origin access control. Unlike
 * `S3BucketOrigin.withOriginAccessControl`, it leaves the bucket policy alone: our buckets live
 * in the stateful stack and grant the read there (`PrivateBucket.allowCloudFrontRead`), since
 * a policy naming this distribution would make the two stacks depend on each other.
 */
export class S3OacOrigin extends OriginBase {
  /** `originPath` (`/snapshots`) is put before every request's path to make the object key. */
  constructor(bucket: IBucket, originAccessControl: IOriginAccessControl, options: { originPath?: string } = {}) {
    super(bucket.bucketRegionalDomainName, {
      originAccessControlId: originAccessControl.originAccessControlId,
      originPath: options.originPath,
    });
  }

  protected override renderS3OriginConfig(): CfnDistribution.S3OriginConfigProperty {
    // Empty: no legacy origin access identity; the access control above signs the requests.
    return { originAccessIdentity: '' };
  }
}
