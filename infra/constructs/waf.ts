import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { bodyKindOf, type RouteSpec } from '@shared/route-kit';

export interface ShopWebAclProps {
  /** Requests to `/api/*` one client address may make in 5 minutes before it is refused for a while. */
  readonly rateLimit: number;
  /** The route table: the routes whose bodies are files or signed raw bytes keep their bodies out of the body rules. */
  readonly routes: Readonly<Record<string, RouteSpec>>;
  /** Prefix of the metric names, so two shops in one account keep their metrics apart. */
  readonly metricPrefix: string;
}

/** The rules of AWS's common rule set that look at the request body, with the label each puts on a match. */
export const BODY_RULES = ['SizeRestrictions', 'CrossSiteScripting', 'GenericLFI', 'GenericRFI', 'EC2MetaDataSSRF'].map((name) => ({
  rule: `${name}_BODY`,
  label: `awswaf:managed:aws:core-rule-set:${name}_Body`,
}));

/** What a refused client reads, in the shape every API error has: the site shows `message`. */
const TOO_MANY_REQUESTS = 'TooManyRequests';

/**
 * The shop's web ACL (CLOUDFRONT scope, so its stack must be in us-east-1), evaluated in order:
 *
 * 1. a per-client rate limit on `/api/*`: `rateLimit` requests per 5 minutes from one IP, then
 *    429 until its rate falls back. Pages, assets and pictures are served from CloudFront's cache
 *    and stay out of the count, so a shopper paging through pictures behind a shared address
 *    never gets near it; the API, which runs functions and costs money, does.
 * 2. AWS's known-bad-inputs rules (Log4j and Java deserialization probes, exploitable paths).
 * 3. AWS's common rule set (the OWASP-style core rules), but the rules that inspect the body only
 *    count, and rule 4 enforces them except on the upload routes: SizeRestrictions_BODY refuses
 *    every body over 8 KB, and the product form (multipart with a picture), the spreadsheet
 *    import (an .xlsx file) and the Stripe webhook (signed raw bytes) are bigger or binary.
 *    Those are the routes whose body is `multipart` or `raw` in the route table; the admin ones
 *    check the admin's session and the file's bytes, the webhook Stripe's signature, first.
 */
export class ShopWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: ShopWebAclProps) {
    super(scope, id);
    const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `${props.metricPrefix}-${name}`,
    });
    const managed = (name: string, priority: number, countOnly: readonly string[] = []): CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ruleActionOverrides: countOnly.length ? countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) : undefined,
        },
      },
      visibilityConfig: visibility(name),
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Maison: per-client API rate limit and AWS managed rules in front of the shop',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('all'),
      customResponseBodies: {
        [TOO_MANY_REQUESTS]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ message: 'Too many requests from your network. Please wait a few minutes and try again.' }),
        },
      },
      rules: [
        {
          name: 'ApiRatePerClient',
          priority: 0,
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: TOO_MANY_REQUESTS } } },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              evaluationWindowSec: 300,
              limit: props.rateLimit,
              scopeDownStatement: pathIs('/api/', 'STARTS_WITH'),
            },
          },
          visibilityConfig: visibility('api-rate-per-client'),
        },
        managed('AWSManagedRulesKnownBadInputsRuleSet', 1),
        managed(
          'AWSManagedRulesCommonRuleSet',
          2,
          BODY_RULES.map(({ rule }) => rule),
        ),
        {
          name: 'BodyRulesOutsideUploads',
          priority: 3,
          action: { block: {} },
          statement: bodyRulesOutside(uploadPaths(props.routes)),
          visibilityConfig: visibility('body-rules-outside-uploads'),
        },
      ],
    });
  }

  get arn(): string {
    return this.webAcl.attrArn;
  }
}

/** The routes that take a file or raw bytes, as WAF path matches: `/api/x/{id}` becomes the prefix `/api/x/`. */
export function uploadPaths(routes: Readonly<Record<string, RouteSpec>>): Array<{ path: string; match: 'EXACTLY' | 'STARTS_WITH' }> {
  const paths = Object.values(routes)
    .filter((spec) => ['multipart', 'raw'].includes(bodyKindOf(spec)))
    .map((spec) => {
      const param = spec.path.indexOf('{');
      return param < 0
        ? { path: spec.path, match: 'EXACTLY' as const }
        : { path: spec.path.slice(0, param), match: 'STARTS_WITH' as const };
    });
  return [...new Map(paths.map((path) => [`${path.match} ${path.path}`, path])).values()];
}

/** A body rule's label on a request outside the upload routes. */
function bodyRulesOutside(uploads: Array<{ path: string; match: 'EXACTLY' | 'STARTS_WITH' }>): CfnWebACL.StatementProperty {
  const labelled = anyOf(BODY_RULES.map(({ label }) => ({ labelMatchStatement: { scope: 'LABEL', key: label } })));
  if (!uploads.length) return labelled;
  const upload = anyOf(uploads.map(({ path, match }) => pathIs(path, match)));
  return { andStatement: { statements: [labelled, { notStatement: { statement: upload } }] } };
}

function anyOf(statements: CfnWebACL.StatementProperty[]): CfnWebACL.StatementProperty {
  return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
}

function pathIs(path: string, match: 'EXACTLY' | 'STARTS_WITH'): CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: match,
      searchString: path,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}
