/**
 * Stripe-shaped API errors. The real SDK turns the body's `error` object plus the HTTP status
 * into its typed errors (402 → StripeCardError, 401 → StripeAuthenticationError, …), so the
 * status and the `type`/`code` pairs below follow what Stripe answers for the same mistakes.
 */
type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
}

export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`;

/** 400 for a malformed or forbidden request parameter. */
export function invalidRequest(message: string, code?: string, param?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    ...(param ? { param } : {}),
  });
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, 'parameter_missing', param);
}

/** 404 in Stripe's words, e.g. "No such payment_intent: 'pi_123'". */
export function resourceMissing(kind: string, id: string, param: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `No such ${kind}: '${id}'`,
    code: 'resource_missing',
    doc_url: docUrl('resource_missing'),
    param,
  });
}

/** 400 when an object's status forbids the operation (confirm a canceled intent, …). */
export function unexpectedState(message: string): StripeApiError {
  return invalidRequest(message, 'payment_intent_unexpected_state');
}

/** 402 card error; `extra` carries the charge / payment_intent / payment_method ids or objects. */
export function cardError(
  message: string,
  code: string,
  details: { declineCode?: string; param?: string; extra?: Partial<StripeErrorBody> } = {},
): StripeApiError {
  return new StripeApiError(402, {
    type: 'card_error',
    message,
    code,
    doc_url: docUrl(code),
    ...(details.declineCode ? { decline_code: details.declineCode } : {}),
    ...(details.param ? { param: details.param } : {}),
    ...details.extra,
  });
}

/** 401: Stripe uses invalid_request_error as the type and the status as the signal. */
export function authenticationError(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}
