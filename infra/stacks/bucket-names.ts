import { Aws } from 'aws-cdk-lib';

/** The shop's buckets, by purpose. */
export interface BucketNames {
  readonly site: string;
  readonly images: string;
  readonly logs: string;
}

/**
 * Fixed bucket names (app, purpose, account, region: unique, and readable in the console). The
 * stateless stack finds the buckets by these names rather than by cross-stack exports, so its
 * policies name them plainly and a bucket never has to be exported. Being fixed, they are also
 * what a deploy after `cdk destroy` finds the retained buckets by (`-c reuseData=true`).
 */
export function bucketNames(appName: string): BucketNames {
  const name = (purpose: string) => `${appName.toLowerCase()}-${purpose}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
  return { site: name('site'), images: name('images'), logs: name('logs') };
}

/**
 * The table's fixed name (table names are per account and region already): a deploy after
 * `cdk destroy` finds the retained table by it, where a generated name would leave it stranded.
 */
export function tableName(appName: string): string {
  return `${appName.toLowerCase()}-table`;
}
