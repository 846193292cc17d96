import { FunctionCode, FunctionRuntime, Function as ViewerFunction } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { PRODUCT_PAGES_ORIGIN_PREFIX, PRODUCT_PAGES_VIEWER_PREFIX } from '@shared/catalog/product-page-address';
import { PRERENDERED_PAGES } from '@shared/prerendered-pages';
import { SITE_TEMPLATE_FILES } from '@shared/product-page-template';

/**
 * The SPA's client-side routes (`/shop`, `/orders/42`) have no file in the bucket: any path
 * without a file extension gets `index.html`, and the bare path of a page the build drew in
 * advance (`/`, `/shop`) that page's file (PRERENDERED_PAGES; a query may change what the app's first
 * render shows, so it keeps index.html). The templates the product page functions read from the
 * bucket (SITE_TEMPLATE_FILES) are not pages: their addresses get index.html too. A function instead of 403/404 error responses, because
 * those apply to the whole distribution and would also turn the API's 404s into HTML. It runs on
 * the default behaviour only, so `/api/*` and `/images/*` never reach it.
 */
export const spaFallbackCode = `var DRAWN = ${JSON.stringify(PRERENDERED_PAGES)};
var TEMPLATES = ${JSON.stringify(Object.fromEntries(SITE_TEMPLATE_FILES.map((file) => [`/${file}`, true])))};
function handler(event) {
  var request = event.request;
  if (Object.prototype.hasOwnProperty.call(TEMPLATES, request.uri)) {
    request.uri = '/index.html';
    return request;
  }
  if (Object.prototype.hasOwnProperty.call(DRAWN, request.uri) && Object.keys(request.querystring).length === 0) {
    request.uri = DRAWN[request.uri];
    return request;
  }
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * Product images are addressed as `/images/products/<id>.svg` on the site and stored under
 * `products/<id>.svg` in the images bucket (the local server maps them the same way). A bare
 * `/images/` would become a request for the bucket root, which lists the bucket: refused here.
 */
export const imagesPrefixCode = `function handler(event) {
  var request = event.request;
  var key = request.uri.replace(/^\\/images\\//, '');
  if (key === '') return { statusCode: 404, statusDescription: 'Not Found' };
  request.uri = '/' + key;
  return request;
}`;

/**
 * `/products/<id>` to the path both origins of the product pages' behaviour are asked
 * (shared/catalog/product-page-address.ts `productPageOriginPath`, the same rule in this runtime's
 * JavaScript): the images bucket's stored page, else the missing page's route. `/products/` alone
 * is sent to the shop, as the app sends bare `/products`. The query is dropped: no page reads it.
 */
export const productPageRewriteCode = `var VIEWER = ${JSON.stringify(PRODUCT_PAGES_VIEWER_PREFIX)};
var ORIGIN = ${JSON.stringify(PRODUCT_PAGES_ORIGIN_PREFIX)};
function handler(event) {
  var request = event.request;
  var rest = request.uri.substring(VIEWER.length).replace(/\\/$/, '');
  if (request.uri.indexOf(VIEWER) !== 0 || rest === '') {
    return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: '/shop' } } };
  }
  request.uri = ORIGIN + rest.split('/').join('%2F');
  request.querystring = {};
  return request;
}`;

/** The three viewer-request functions of the distribution. */
export class EdgeFunctions extends Construct {
  readonly spaFallback: ViewerFunction;
  readonly imagesPrefix: ViewerFunction;
  readonly productPage: ViewerFunction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.spaFallback = new ViewerFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(spaFallbackCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Client-side routes of the SPA get index.html, / and /shop their prerendered pages',
    });
    this.imagesPrefix = new ViewerFunction(this, 'ImagesPrefix', {
      code: FunctionCode.fromInline(imagesPrefixCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Strips /images from image paths: bucket keys are products/<id>.svg',
    });
    this.productPage = new ViewerFunction(this, 'ProductPage', {
      code: FunctionCode.fromInline(productPageRewriteCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Product pages: /products/<id> to its stored page, else the missing page route',
    });
  }
}
