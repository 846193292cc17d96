import { Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

/**
 * A name for a resource CloudFront keeps account-wide (response headers policies, origin access
 * controls): `<stack>-<region>-<id>`, so a second stage (another stack name) or the same stage
 * in another region never collides with the first. Within 64 characters, the shortest limit.
 */
export function accountWideName(scope: Construct, id: string): string {
  const stack = Stack.of(scope);
  return `${stack.stackName}-${stack.region}-${id}`;
}
