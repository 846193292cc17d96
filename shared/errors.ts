/** Error codes the API answers with, and the HTTP status each maps to. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  INVALID_TOKEN: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** An export with nothing in it: spec 02 §8's 'No Data Found', told apart from a missing route. */
  NO_DATA: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  /** An admin's stock write whose base no longer holds; the body carries `currentStock`. */
  STOCK_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PAYMENT_UNAVAILABLE: 502,
  /** Too many buyers writing the same item at once (a flash sale's last units): try again shortly; `retryAfterSeconds` says when. */
  BUSY: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The body of every error answer: `message` is always safe to show to the user. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  fieldErrors?: Record<string, string>;
  [extra: string]: unknown;
}

/** A failure the client caused or may act on; its message is shown to the user. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Omit<ErrorBody, 'code' | 'message'> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }

  toBody(): ErrorBody {
    return { ...this.details, code: this.code, message: this.message };
  }
}
