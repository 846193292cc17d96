import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteSpec } from '@shared/route-kit';
import { ShopWebAcl } from '../constructs/waf';

export interface WafStackProps extends StackProps {
  readonly rateLimit: number;
  readonly routes: Readonly<Record<string, RouteSpec>>;
  readonly metricPrefix: string;
}

/**
 * The shop's web ACL on its own, for a shop deployed outside us-east-1: a CloudFront web ACL can
 * only be created there. Its ARN reaches the distribution through `Fn::GetStackOutput`, which
 * CloudFormation resolves across regions, so no custom resource is needed to carry it.
 */
export class WafStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: WafStackProps) {
    super(scope, id, props);
    const acl = new ShopWebAcl(this, 'Firewall', { rateLimit: props.rateLimit, routes: props.routes, metricPrefix: props.metricPrefix });
    this.webAclArn = acl.arn;
    new CfnOutput(this, 'WebAclArn', { value: acl.arn });
  }
}
