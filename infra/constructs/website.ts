import { Duration, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, OriginGroup } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { PRODUCT_PAGES_VIEWER_PREFIX } from '@shared/catalog/product-page-address';
import { SITE_FILE_PATTERNS } from '@shared/crawlers/site-files';
import { type RouteSpec, SNAPSHOT_PREFIX } from '@shared/route-kit';
import { cachedRoutePatterns, snapshotRoutes } from './cached-routes';
import { EdgeFunctions } from './edge-functions';
import { S3OacOrigin } from './s3-oac-origin';
import { accountWideName } from './account-wide-name';
import { imageHeadersPolicy, siteHeadersPolicy } from './security-headers';

export interface WebsiteProps {
  readonly siteBucket: IBucket;
  readonly imagesBucket: IBucket;
  readonly logsBucket: IBucket;
  /** The HTTP API's host name. */
  readonly apiDomainName: string;
  /** Headers CloudFront adds to every request it sends the API: the origin proof. */
  readonly apiOriginHeaders: Record<string, string>;
  readonly routes: Readonly<Record<string, RouteSpec>>;
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** The AWS WAF web ACL in front of everything (see waf.ts); none only when the operator says `waf=off`. */
  readonly webAclArn?: string;
}

/**
 * The one public origin of the shop: CloudFront serves the SPA from its bucket, `/api/*` from
 * the HTTP API but for the routes served from snapshots, which it reads from the images bucket
 * like `/images/*`, the crawlers' files (`/robots.txt`, `/sitemap.xml`, `/sitemaps/*`) and the
 * product pages (`/products/*`), all with the same security headers.
 * One origin means no CORS and first-party session storage.
 */
export class Website extends Construct {
  readonly distribution: Distribution;
  /** `https://` plus the custom domain or the distribution's own. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebsiteProps) {
    super(scope, id);
    const edge = new EdgeFunctions(this, 'Edge');
    const responseHeadersPolicy = siteHeadersPolicy(this, 'SecurityHeaders');
    const originAccessControl = new S3OriginAccessControl(this, 'BucketAccess', {
      // Global to the account, like the headers policies: named after the stack and its region.
      originAccessControlName: accountWideName(this, 'BucketAccess'),
      description: 'Maison: CloudFront reads the site and images buckets',
    });
    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      readTimeout: Duration.seconds(30),
      // CloudFront overwrites a viewer's header of the same name, so only it can send the value.
      customHeaders: props.apiOriginHeaders,
    });

    // Everything under /api is personal or changing: no caching; every viewer header but Host
    // (API Gateway routes on its own host name) goes through, Authorization included, plus
    // CloudFront's viewer headers (CloudFront-Viewer-Address keys the per-client rate limits).
    const api: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy,
    };
    // Public GETs with cacheSeconds are kept as long as their function's s-maxage says; only the
    // cache key (the query string) reaches the function, so an answer cannot depend on anything else.
    const cachedPatterns = cachedRoutePatterns(props.routes);
    const cachedApi = (): BehaviorOptions => ({
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
      cachePolicy: new CachePolicy(this, 'PublicApiCache', {
        comment: 'Maison: public API reads, for as long as the origin Cache-Control allows',
        minTtl: Duration.seconds(0),
        defaultTtl: Duration.seconds(0),
        maxTtl: Duration.days(1),
        queryStringBehavior: CacheQueryStringBehavior.all(),
        headerBehavior: CacheHeaderBehavior.none(),
        cookieBehavior: CacheCookieBehavior.none(),
        enableAcceptEncodingGzip: true,
        enableAcceptEncodingBrotli: true,
      }),
      responseHeadersPolicy,
    });
    // Routes served from snapshots: the exact path from the images bucket under `snapshots/`, no
    // function on the way. The publisher gives each object `s-maxage` of a few seconds: CloudFront
    // revalidates with a conditional GET (a 304 from S3 while unchanged) at most that often, so an
    // edit shows within seconds for the price of one small request per edge cache, where an
    // invalidation per publish would be billed per path and take longer to spread. The object is
    // stored plain and compressed here by each viewer's Accept-Encoding (brotli, gzip, or none for
    // `identity`), which CloudFront does only with `compress` and both encodings in the cache key;
    // the query string, other headers and cookies stay out of it.
    const snapshots = snapshotRoutes(props.routes);
    const snapshotOrigin = new S3OacOrigin(props.imagesBucket, originAccessControl, { originPath: `/${SNAPSHOT_PREFIX}` });
    const snapshotCache = new CachePolicy(this, 'SnapshotCache', {
      comment: 'Maison: published snapshots, for as long as their Cache-Control allows',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(1),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const snapshot = (viewerProtocolPolicy: ViewerProtocolPolicy): BehaviorOptions => ({
      origin: snapshotOrigin,
      viewerProtocolPolicy,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: snapshotCache,
      compress: true,
      responseHeadersPolicy,
    });
    // Product pages, drawn by the table stream into the images bucket: the viewer function maps
    // `/products/<id>` to `/api/product-pages/<id>`, read first from the bucket under `snapshots/`
    // (no function runs), cached and compressed as the snapshots are. A deleted or unknown id finds
    // no object (S3 answers 403 to a read without list rights, 404 otherwise), so the origin group
    // asks the HTTP API the same path, whose public route answers the missing page with 404.
    // Error responses of the distribution would do it too, but for every behaviour, the API's JSON
    // 403s and 404s included; the group fails over for this behaviour only, and for GET and HEAD.
    const productPages: BehaviorOptions = {
      origin: new OriginGroup({ primaryOrigin: snapshotOrigin, fallbackOrigin: apiOrigin, fallbackStatusCodes: [403, 404] }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: snapshotCache,
      compress: true,
      functionAssociations: [{ function: edge.productPage, eventType: FunctionEventType.VIEWER_REQUEST }],
      responseHeadersPolicy,
    };
    const images: BehaviorOptions = {
      origin: new S3OacOrigin(props.imagesBucket, originAccessControl),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      functionAssociations: [{ function: edge.imagesPrefix, eventType: FunctionEventType.VIEWER_REQUEST }],
      responseHeadersPolicy: imageHeadersPolicy(this, 'ImageHeaders'),
    };

    // Order matters: CloudFront takes the first pattern that matches, so exact routes come first.
    // The files crawlers read (robots.txt, the sitemap and its pages) are published the same way,
    // at their paths under snapshots/, so they are served alike and never reach the SPA fallback;
    // a crawler asking over plain HTTP is redirected, as for a page, where the API refuses it.
    const additionalBehaviors: Record<string, BehaviorOptions> = {};
    const snapshotRoute = snapshot(ViewerProtocolPolicy.HTTPS_ONLY);
    for (const { path } of snapshots) additionalBehaviors[path] = snapshotRoute;
    const siteFile = snapshot(ViewerProtocolPolicy.REDIRECT_TO_HTTPS);
    for (const pattern of SITE_FILE_PATTERNS) additionalBehaviors[pattern] = siteFile;
    if (cachedPatterns.length) {
      const behaviour = cachedApi();
      for (const pattern of cachedPatterns) additionalBehaviors[pattern] = behaviour;
    }
    // Bare `/products` is not matched: the default behaviour gives it to the app, which goes to the shop.
    additionalBehaviors[`${PRODUCT_PAGES_VIEWER_PREFIX}*`] = productPages;
    additionalBehaviors['/api/*'] = api;
    additionalBehaviors['/images/*'] = images;

    const custom = props.domainName && props.certificateArn;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Maison shop',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: new S3OacOrigin(props.siteBucket, originAccessControl),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        functionAssociations: [{ function: edge.spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
        responseHeadersPolicy,
      },
      additionalBehaviors,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(custom
        ? {
            domainNames: [props.domainName!],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn!),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      webAclId: props.webAclArn,
      // Standard logs keep every request's query string (cs-uri-query), and this logging has no
      // switch to leave it out: only standard logging v2 (CloudWatch log delivery, its source in
      // us-east-1) picks fields. So the shop puts no secret in an address a server receives:
      // emailed tokens ride in the fragment and pages post them in a body; the one query that
      // holds a token, RFC 8058's one-click unsubscribe address, which must name its customer by
      // itself, holds one that works once, so the copy a log keeps is already spent.
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
    });
    this.siteUrl = `https://${custom ? props.domainName : this.distribution.distributionDomainName}`;
    this.acknowledgeFindings(Boolean(custom), Boolean(props.webAclArn));
  }

  private acknowledgeFindings(customCertificate: boolean, webAcl: boolean): void {
    const validations = Validations.of(this.distribution);
    validations.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The shop sells to any country it ships to; shipping rules, not geography at the edge, decide.',
    });
    if (!webAcl) {
      validations.acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'The operator turned the web ACL off (-c waf=off): login, reset and resend stay rate limited in ' +
          'the functions and the API stage throttle caps the cost. The default deploy attaches one.',
      });
    }
    if (!customCertificate) {
      validations.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose ' +
          'security policy cannot be raised; with -c domainName/-c certificateArn the distribution uses TLSv1.2_2021.',
      });
    }
  }
}
