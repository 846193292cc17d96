import { Duration, Fn, NestedStack, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IAlarm, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { LambdaApplication, LambdaDeploymentConfig, LambdaDeploymentGroup } from 'aws-cdk-lib/aws-codedeploy';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { hasFunction, type RouteSpec } from '@shared/route-kit';
import { type RouteGroup, routeGroups, routes } from '@shared/routes';
import { ConfigError, type Throttle } from '../config';
import { RouteFunction, type RouteFunctionProps } from './route-function';

export interface ShopApiProps extends RouteFunctionProps {
  /** The route table: one function and one HTTP API route per entry not served from a snapshot. */
  readonly routes: Readonly<Record<string, RouteSpec>>;
  /**
   * The stage's throttle (requests per second, burst), shared by every client: a cost ceiling for a
   * flood from many addresses, set far above a shop's traffic. One client is stopped earlier and
   * alone by the web ACL's per-address rule (waf.ts), so it cannot make every customer see 429s.
   */
  readonly rateLimit: number;
  readonly burstLimit: number;
  /** Routes with a throttle of their own instead of the stage's, by route name. */
  readonly routeThrottles?: Readonly<Record<string, Throttle>>;
  /**
   * Shift the payment routes' traffic to a new version gradually (CodeDeploy: a tenth for five
   * minutes, then all), rolled back when an alarm rings. Off: every version takes all traffic at once.
   */
  readonly canaryDeploys?: boolean;
}

/** The routes a canary deploy shifts gradually: the payment group's (checkout, payments, the webhook). */
const CANARY_GROUP: RouteGroup = 'payments';

/** HTTP API variables worth keeping for each request (no bodies, no headers, no tokens). */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    apiId: '$context.apiId',
    requestTime: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/** The group a route is deployed with; a route outside the table (a test's own) goes with the storefront. */
function routeGroupOf(name: string): RouteGroup {
  const groups = Object.keys(routeGroups) as RouteGroup[];
  return groups.find((group) => Object.hasOwn(routeGroups[group], name)) ?? 'storefront';
}

const pascal = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/**
 * The API: an HTTP API whose routes and functions come from the route table, so adding a route
 * is one table entry plus one handler file. CloudFront is its only front door, under the site's
 * own origin, so no CORS: every function refuses a request without CloudFront's origin secret.
 *
 * Each route adds nine resources (function, version, live alias, role, policy, log group,
 * integration, permission, route), so each group of the route table (storefront, auth, customer,
 * payments, admin) has a nested stack of its own: no template nears CloudFormation's 500
 * resources as routes are added. The API and its stage stay here; the nested stacks add routes.
 */
export class ShopApi extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: RouteFunction[] = [];
  /** The stage's access logs (one JSON line per request, see accessLogFormat). */
  readonly accessLogs: LogGroup;
  /** The nested stack of each group that has functions. */
  readonly routeStacks = new Map<RouteGroup, NestedStack>();
  /** The canary deploys' groups, one per payment route, when canary deploys are on. */
  readonly canaries: LambdaDeploymentGroup[] = [];
  /** The API's host name, for CloudFront's origin: `abc123.execute-api.eu-west-1.amazonaws.com`. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ShopApiProps) {
    super(scope, id);
    // `HttpApi`, not the first version's `Http`: when the routes moved into the groups' stacks they
    // had to land on a new API, since CloudFormation creates a moved route before it deletes the
    // old one, and one API refuses two routes with the same key (see docs/operations/deploy.md).
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Maison API: one Lambda function per route',
      createDefaultStage: false,
    });
    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    const accessLogs = (this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    }));
    const stage = new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // A ceiling on cost, not a per-client limit: see ShopApiProps.rateLimit.
      throttle: { rateLimit: props.rateLimit, burstLimit: props.burstLimit },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });

    const stackOf = (group: RouteGroup) => {
      let stack = this.routeStacks.get(group);
      if (!stack) {
        stack = new NestedStack(this, `${pascal(group)}Routes`, { description: `Maison API: the ${group} routes and their functions` });
        this.routeStacks.set(group, stack);
      }
      return stack;
    };
    // A route served from a snapshot has neither: CloudFront answers it from S3 (see Website).
    for (const [name, spec] of Object.entries(props.routes).filter(([, route]) => hasFunction(route))) {
      const routeFunction = new RouteFunction(stackOf(routeGroupOf(name)), name, spec, props);
      const route = new HttpRoute(routeFunction, 'Route', {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(spec.path, HttpMethod[spec.method]),
        // The live alias, not the function: a deploy moves the alias, at once or gradually.
        integration: new HttpLambdaIntegration(`${name}Integration`, routeFunction.live),
      });
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          `Access "${spec.access}" is enforced inside the function from the route table: it verifies ` +
          'the signed session token (or, for the webhook, the Stripe signature) before any work, the ' +
          'same code that runs locally, where no API Gateway authorizer exists.',
      });
      this.functions.push(routeFunction);
      if (props.canaryDeploys && routeGroupOf(name) === CANARY_GROUP) this.canaryOf(name, routeFunction);
    }

    // Routes with a throttle of their own (the Stripe webhook): the stage names them by route key,
    // so it is updated once their stacks have made them.
    // CloudFormation's own casing: the L1 property is untyped JSON, passed as it is.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const [name, throttle] of Object.entries(props.routeThrottles ?? {})) {
      if (!Object.hasOwn(routes, name)) throw new ConfigError(`Context routeThrottles names ${name}, which is no route of the API`);
      // A table without it (a test's own) has nothing to throttle.
      const spec = props.routes[name];
      if (!spec || !hasFunction(spec)) continue;
      routeSettings[`${spec.method} ${spec.path}`] = { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit };
      stage.node.addDependency(this.routeStacks.get(routeGroupOf(name))!);
    }
    if (Object.keys(routeSettings).length > 0) (stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
  }

  /**
   * A gradual deploy for a route: CodeDeploy moves its live alias a tenth at a time for five minutes,
   * then all, and back to the previous version when the function's own errors alarm rings (a crash
   * or timeout) or an alarm given to `rollBackOn` (the API's 5xx).
   */
  private canaryOf(name: string, routeFunction: RouteFunction): void {
    const stack = Stack.of(routeFunction);
    const application = (stack.node.tryFindChild('Deploys') as LambdaApplication | undefined) ?? new LambdaApplication(stack, 'Deploys');
    const errors = new Alarm(routeFunction, 'LiveErrors', {
      metric: routeFunction.live.metricErrors({ period: Duration.minutes(1) }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `The live version of ${name} crashed or timed out: a canary deploy rolls back.`,
    });
    const group = new LambdaDeploymentGroup(routeFunction, 'Deploy', {
      application,
      alias: routeFunction.live,
      deploymentConfig: LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES,
      alarms: [errors],
    });
    Validations.of(group.role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited]',
      reason:
        "CodeDeploy's own narrow role for Lambda deployments: it may only move this account's aliases " +
        'and read the alarms and hooks of a deployment; CDK attaches it to the deployment group it makes.',
    });
    this.canaries.push(group);
  }

  /** Rolls every canary deploy back when `alarm` rings too. */
  rollBackOn(alarm: IAlarm): void {
    for (const canary of this.canaries) canary.addAlarm(alarm);
  }
}
