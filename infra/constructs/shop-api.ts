import { Fn, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { hasFunction, type RouteSpec } from '@shared/route-kit';
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
}

/** HTTP API variables worth keeping for each request (no bodies, no headers, no tokens). */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
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

/**
 * The API: an HTTP API whose routes and functions come from the route table, so adding a route
 * is one table entry plus one handler file. CloudFront is its only front door, under the site's
 * own origin, so no CORS: every function refuses a request without CloudFront's origin secret.
 */
export class ShopApi extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: RouteFunction[] = [];
  /** The API's host name, for CloudFront's origin: `abc123.execute-api.eu-west-1.amazonaws.com`. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ShopApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'Http', {
      description: 'Maison API: one Lambda function per route',
      createDefaultStage: false,
    });
    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new HttpStage(this, 'Stage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // A ceiling on cost, not a per-client limit: see ShopApiProps.rateLimit.
      throttle: { rateLimit: props.rateLimit, burstLimit: props.burstLimit },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });

    const routesScope = new Construct(this, 'Routes');
    // A route served from a snapshot has neither: CloudFront answers it from S3 (see Website).
    for (const [name, spec] of Object.entries(props.routes).filter(([, route]) => hasFunction(route))) {
      const routeFunction = new RouteFunction(routesScope, name, spec, props);
      const route = new HttpRoute(routeFunction, 'Route', {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(spec.path, HttpMethod[spec.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, routeFunction.fn),
      });
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          `Access "${spec.access}" is enforced inside the function from the route table: it verifies ` +
          'the signed session token (or, for the webhook, the Stripe signature) before any work, the ' +
          'same code that runs locally, where no API Gateway authorizer exists.',
      });
      this.functions.push(routeFunction);
    }
  }
}
