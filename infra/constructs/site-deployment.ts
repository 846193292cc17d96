import { Aws, DefaultStackSynthesizer, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { wildcardResourceFinding } from './nag';

export interface SiteDeploymentProps {
  /** The Vite build output (`web/dist`). */
  readonly webDist: string;
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  readonly logRetention: RetentionDays;
}

/**
 * Copies the built SPA into its bucket. Vite's `assets/` files carry a content hash in their
 * names, so browsers may keep them for a year; everything else (index.html above all) must be
 * revalidated, so a deploy shows at once. Two copies for the two cache lifetimes.
 *
 * A deploy never deletes an earlier build's assets: a tab opened before it still runs the old
 * index's code and loads its code-split chunks (the admin area, checkout) later, by their old
 * names. Nothing expires them by age either, since a deploy leaves an unchanged asset untouched,
 * so its age says nothing about whether the current build uses it. They only add up to a few
 * hundred kilobytes per build, fractions of a cent a month in S3; the pages copy alone prunes.
 */
export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    // One role and one log group for the copying function CDK provides (shared by both copies),
    // instead of its defaults: a managed policy and a log-retention custom resource.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Maison: copies the built SPA into the site bucket',
    });
    const logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention, removalPolicy: RemovalPolicy.DESTROY });
    logGroup.grantWrite(role);
    const common = { destinationBucket: props.bucket, role, logGroup, memoryLimit: 512 };

    const assets = new BucketDeployment(this, 'Assets', {
      ...common,
      sources: [Source.asset(props.webDist)],
      exclude: ['*'],
      include: ['assets/*'],
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: false,
    });
    const pages = new BucketDeployment(this, 'Pages', {
      ...common,
      sources: [Source.asset(props.webDist)],
      // Pruning spares what it excludes: the old assets stay.
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    // New assets must be in place before a new index.html points at them.
    pages.node.addDependency(assets);
    // Each BucketDeployment makes an AWS CLI layer for the copying function, but the function is
    // one for both (a singleton, made with the first one's layer): the second layer would be
    // published on every deploy and used by nothing.
    if (!pages.node.tryRemoveChild('AwsCliLayer')) throw new Error('BucketDeployment no longer makes its own AwsCliLayer');

    this.acknowledgeFindings(role, props.bucket);
  }

  /** What CDK's copying function is granted and runs on, which its construct does not let us narrow. */
  private acknowledgeFindings(role: Role, bucket: IBucket): void {
    const stack = Stack.of(this);
    const qualifier =
      (stack.synthesizer instanceof DefaultStackSynthesizer ? stack.synthesizer.bootstrapQualifier : undefined) ??
      DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const assets = `arn:${Aws.PARTITION}:s3:::cdk-${qualifier}-assets-${stack.account}-${stack.region}/*`;
    const sync =
      'BucketDeployment grants these to read its upload from the CDK assets bucket and sync (put, delete) ' +
      'the SPA files of the site bucket; nothing else.';
    const findings: Array<[string, string]> = [
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action): [string, string] => [
        `AwsSolutions-IAM5[Action::${action}]`,
        sync,
      ]),
      [wildcardResourceFinding(this, assets), sync],
      [wildcardResourceFinding(this, bucket.arnForObjects('*')), 'SPA file names change with every build.'],
      [
        'AwsSolutions-IAM5[Resource::*]',
        'cloudfront:CreateInvalidation/GetInvalidation as BucketDeployment grants them, to refresh index.html.',
      ],
    ];
    for (const [id, reason] of findings) Validations.of(role).acknowledge({ id, reason });

    const copier = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (copier) {
      Validations.of(copier).acknowledge({
        id: 'AwsSolutions-L1',
        reason: "The copying function is CDK's own (Python); aws-cdk-lib pins its runtime and moves it forward.",
      });
    }
  }
}
