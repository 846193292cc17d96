import type Stripe from 'stripe';
import { readShipping } from './address-params';
import type { Params } from './form-params';
import { mergeMetadata, optionalBoolean, optionalHash, optionalString, optionalStringList, readMetadata, checkParamNames } from './params';
import { invalidRequest } from './stripe-errors';

type IntentOptions = Partial<Stripe.PaymentIntent>;

function oneOf<T extends string>(params: Params, name: string, allowed: readonly T[], message?: string): T | undefined {
  const value = optionalString(params, name);
  if (value === undefined || (allowed as readonly string[]).includes(value)) return value as T | undefined;
  throw invalidRequest(message ?? `Invalid ${name}: must be one of ${allowed.join(', ')}`, 'parameter_invalid_string', name);
}

const onlyCards = (param: string, detail: string) =>
  invalidRequest(`${detail} The local payment emulator only supports "card".`, 'payment_intent_invalid_parameter', param);

/**
 * Which payment methods an intent takes. Stripe's current API names the list
 * `allowed_payment_method_types` (older versions: `payment_method_types`) and keeps the
 * compatible ones in `payment_method_types`; only cards exist here, so a list must include it.
 */
function readPaymentMethodChoice(params: Params, options: IntentOptions): void {
  const legacy = optionalStringList(params, 'payment_method_types');
  const allowed = optionalStringList(params, 'allowed_payment_method_types');
  const excluded = optionalStringList(params, 'excluded_payment_method_types');
  const automatic = optionalHash(params, 'automatic_payment_methods');
  const listName = legacy !== undefined ? 'payment_method_types' : 'allowed_payment_method_types';
  const list = legacy ?? allowed;
  if (list !== undefined && (automatic || (legacy && allowed))) {
    throw invalidRequest(
      `You may only specify one of these parameters: automatic_payment_methods, ${legacy && allowed ? 'allowed_payment_method_types' : listName}.`,
      undefined,
      listName,
    );
  }
  if (list !== undefined) {
    if (!list.includes('card')) throw onlyCards(listName, `None of the payment method types [${list.join(', ')}] can be used.`);
    if (legacy && legacy.some((type) => type !== 'card')) {
      throw onlyCards(listName, `The payment method type "${legacy.find((type) => type !== 'card')}" is invalid.`);
    }
    Object.assign(options, {
      payment_method_types: ['card'],
      automatic_payment_methods: null,
      allowed_payment_method_types: allowed ?? null,
    });
  }
  if (excluded !== undefined) {
    if (excluded.includes('card')) throw onlyCards('excluded_payment_method_types', 'Excluding "card" leaves no payment method.');
    options.excluded_payment_method_types = excluded.length ? (excluded as Stripe.PaymentIntent.ExcludedPaymentMethodType[]) : null;
  }
  if (automatic) {
    checkParamNames(automatic, { supported: ['enabled', 'allow_redirects'] }, 'automatic_payment_methods');
    const enabled = optionalBoolean(automatic, 'enabled', 'automatic_payment_methods') ?? false;
    const redirects = optionalString(automatic, 'allow_redirects', 'automatic_payment_methods');
    options.automatic_payment_methods = {
      enabled,
      allow_redirects: redirects === 'never' ? 'never' : 'always',
    };
  }
}

/**
 * The descriptive options shared by create and update (description, metadata, receipt email,
 * shipping, payment method types, …). Only parameters present are returned, so an update
 * leaves the rest alone; metadata merges as on Stripe.
 */
export function readIntentOptions(params: Params, current: Stripe.PaymentIntent): IntentOptions {
  const options: IntentOptions = {};
  const description = optionalString(params, 'description');
  if (description !== undefined) options.description = description || null;
  const metadata = readMetadata(params);
  if (metadata !== undefined) options.metadata = mergeMetadata(current.metadata, metadata);
  const email = optionalString(params, 'receipt_email');
  if (email !== undefined) {
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      throw invalidRequest(`Invalid email address: ${email}`, 'email_invalid', 'receipt_email');
    }
    options.receipt_email = email || null;
  }
  const shipping = readShipping(params);
  if (shipping !== undefined) options.shipping = shipping;
  readPaymentMethodChoice(params, options);
  const capture = oneOf(params, 'capture_method', ['automatic', 'automatic_async', 'manual'] as const);
  if (capture === 'manual') {
    throw invalidRequest('The local payment emulator does not support capture_method=manual.', undefined, 'capture_method');
  }
  if (capture) options.capture_method = capture;
  const confirmation = oneOf(params, 'confirmation_method', ['automatic', 'manual'] as const);
  if (confirmation) options.confirmation_method = confirmation;
  const futureUsage = oneOf(params, 'setup_future_usage', ['on_session', 'off_session', ''] as const);
  if (futureUsage !== undefined) options.setup_future_usage = futureUsage || null;
  for (const name of ['statement_descriptor', 'statement_descriptor_suffix'] as const) {
    const value = optionalString(params, name);
    if (value !== undefined) options[name] = value || null;
  }
  return options;
}
