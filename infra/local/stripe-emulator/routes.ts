import type Stripe from 'stripe';
import type { ApiContext } from './api-context';
import type { ApiKey } from './api-keys';
import { getCharge } from './charges';
import { confirmPaymentIntent } from './confirm-payment-intent';
import { applyExpand, type Expanders } from './expand';
import type { Params } from './form-params';
import { listPage } from './list-page';
import { checkParamNames, optionalString } from './params';
import { publishableView } from './payment-intent-object';
import { cancelPaymentIntent, createPaymentIntent, getPaymentIntent, updatePaymentIntent } from './payment-intents';
import { createPaymentMethod, getPaymentMethod } from './payment-methods';
import { createRefund, getRefund } from './refunds';
import { snapshot } from './store';
import { invalidRequest } from './stripe-errors';

export interface RouteContext extends ApiContext {
  params: Params;
  /** The `:id` captured from the path, or '' when the route has none. */
  id: string;
  key: ApiKey;
}

/**
 * Who may call a route: `secret` needs a secret key; `publishable` also takes a publishable
 * key; `client-secret` takes a publishable key with the intent's client secret, which is how
 * Stripe.js reads and confirms a PaymentIntent from the browser.
 */
type Access = 'secret' | 'publishable' | 'client-secret';

export interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  access: Access;
  run(ctx: RouteContext): unknown;
}

/** How an intent goes back: whole to a secret key, trimmed to what Stripe shows a browser. */
function answerIntent(ctx: RouteContext, intent: Stripe.PaymentIntent): unknown {
  const expandPaymentMethod: Expanders = {
    payment_method: (pmId) => snapshot(getPaymentMethod(ctx.store, pmId).object),
  };
  if (ctx.key.kind === 'publishable') return applyExpand(publishableView(intent), ctx.params, expandPaymentMethod);
  return applyExpand(snapshot(intent), ctx.params, {
    ...expandPaymentMethod,
    latest_charge: (chargeId) => snapshot(getCharge(ctx.store, chargeId)),
  });
}

/** With a publishable key the caller proves access to one intent by its client secret. */
function intentFor(ctx: RouteContext): Stripe.PaymentIntent {
  const intent = getPaymentIntent(ctx, ctx.id);
  if (ctx.key.kind === 'publishable' && optionalString(ctx.params, 'client_secret') !== intent.client_secret) {
    throw invalidRequest(
      'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      'payment_intent_invalid_parameter',
      'client_secret',
    );
  }
  return intent;
}

const id = '([A-Za-z0-9_]+)';

const intentPath = (suffix = '') => new RegExp(`^/v1/payment_intents/${id}${suffix}$`);

const routes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/payment_intents$/,
    access: 'secret',
    run: (ctx) => answerIntent(ctx, createPaymentIntent(ctx, ctx.params)),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payment_intents$/,
    access: 'secret',
    run: (ctx) => {
      checkParamNames(ctx.params, { supported: ['limit', 'starting_after', 'ending_before', 'expand'] });
      const newestFirst = [...ctx.store.paymentIntents.values()].reverse().map((intent) => snapshot(intent));
      return listPage(newestFirst, ctx.params, '/v1/payment_intents', 'payment_intent');
    },
  },
  {
    method: 'GET',
    pattern: intentPath(),
    access: 'client-secret',
    run: (ctx) => {
      checkParamNames(ctx.params, { supported: ['client_secret', 'expand'] });
      return answerIntent(ctx, intentFor(ctx));
    },
  },
  {
    method: 'POST',
    pattern: intentPath(),
    access: 'secret',
    run: (ctx) => answerIntent(ctx, updatePaymentIntent(ctx, ctx.id, ctx.params)),
  },
  {
    method: 'POST',
    pattern: intentPath('/confirm'),
    access: 'client-secret',
    run: (ctx) => answerIntent(ctx, confirmPaymentIntent(ctx, intentFor(ctx), ctx.params, { publishable: ctx.key.kind === 'publishable' })),
  },
  {
    method: 'POST',
    pattern: intentPath('/cancel'),
    access: 'secret',
    run: (ctx) => answerIntent(ctx, cancelPaymentIntent(ctx, ctx.id, ctx.params)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/payment_methods$/,
    access: 'publishable',
    run: (ctx) => snapshot(createPaymentMethod(ctx.store, ctx.params).object),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/payment_methods/${id}$`),
    access: 'secret',
    run: (ctx) => snapshot(getPaymentMethod(ctx.store, ctx.id).object),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/charges/${id}$`),
    access: 'secret',
    run: (ctx) =>
      applyExpand(snapshot(getCharge(ctx.store, ctx.id)), ctx.params, {
        payment_intent: (intentId) => snapshot(getPaymentIntent(ctx, intentId)),
      }),
  },
  { method: 'POST', pattern: /^\/v1\/refunds$/, access: 'secret', run: (ctx) => refundAnswer(ctx, createRefund(ctx, ctx.params)) },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/refunds/${id}$`),
    access: 'secret',
    run: (ctx) => refundAnswer(ctx, getRefund(ctx, ctx.id)),
  },
  { method: 'GET', pattern: /^\/v1\/events$/, access: 'secret', run: (ctx) => ctx.events.list(ctx.params) },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/events/${id}$`),
    access: 'secret',
    run: (ctx) => snapshot(ctx.events.get(ctx.id)),
  },
];

function refundAnswer(ctx: RouteContext, refund: Stripe.Refund): unknown {
  return applyExpand(snapshot(refund), ctx.params, {
    charge: (chargeId) => snapshot(getCharge(ctx.store, chargeId)),
    payment_intent: (intentId) => snapshot(getPaymentIntent(ctx, intentId)),
  });
}

/** The route for a request and the id in its path; undefined answers Stripe's 404. */
export function matchRoute(method: string, path: string): { route: Route; id: string } | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (match) return { route, id: match[1] ?? '' };
  }
  return undefined;
}
