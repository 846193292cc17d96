import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Renders a resolved CloudFormation value the way cdk-nag names it in a finding. */
function flatten(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if ('Fn::Join' in node) {
      const [delimiter, items] = node['Fn::Join'] as [string, unknown[]];
      return items.map(flatten).join(delimiter);
    }
    if ('Fn::Sub' in node) return flatten(node['Fn::Sub']);
    if ('Ref' in node) return `<${flatten(node.Ref)}>`;
    if ('Fn::GetAtt' in node) {
      const [resource, attribute] = node['Fn::GetAtt'] as [unknown, unknown];
      return `<${flatten(resource)}.${flatten(attribute)}>`;
    }
  }
  return JSON.stringify(value);
}

/**
 * The id of the AwsSolutions-IAM5 finding for one wildcard resource (`<bucket ARN>/*`), so an
 * acknowledgement names exactly that resource and no other wildcard slips through with it.
 */
export function wildcardResourceFinding(scope: IConstruct, resource: string): string {
  return `AwsSolutions-IAM5[Resource::${flatten(Stack.of(scope).resolve(resource))}]`;
}
