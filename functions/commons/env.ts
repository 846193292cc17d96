/**
 * Configuration read from the environment once, on first use, failing fast with a clear message:
 * a warm Lambda reads each variable on its first request only. A value that fails its check is not
 * kept, so every use of it fails the same way.
 */
const read = new Map<string, unknown>();

function once<T>(name: string, value: () => T): T {
  if (!read.has(name)) read.set(name, value());
  return read.get(name) as T;
}

/**
 * Forgets what was read, for a process that sets the variables again: the local cloud pointing
 * its in-process handlers at their stand-ins, and tests that change the environment between cases.
 */
export function forgetEnv(): void {
  read.clear();
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

function optional(name: string): string | undefined {
  return process.env[name] || undefined;
}

export const env = {
  get region() {
    return once('region', () => optional('AWS_REGION') ?? 'us-east-1');
  },
  get tableName() {
    return once('tableName', () => required('TABLE_NAME'));
  },
  get imagesBucket() {
    return once('imagesBucket', () => required('IMAGES_BUCKET'));
  },
  /** The bucket the built site is deployed to (AWS): product pages are drawn into its page template. */
  get siteBucket() {
    return once('siteBucket', () => optional('SITE_BUCKET'));
  },
  /** The built site on disk (the local cloud's web/dist), read instead of the site bucket. */
  get siteDir() {
    return once('siteDir', () => optional('SITE_DIR'));
  },
  /** Local stand-ins: set only when running against the local cloud. */
  get dynamoEndpoint() {
    return once('dynamoEndpoint', () => optional('DYNAMODB_ENDPOINT'));
  },
  get s3Endpoint() {
    return once('s3Endpoint', () => optional('S3_ENDPOINT'));
  },
  get sesEndpoint() {
    return once('sesEndpoint', () => optional('SES_ENDPOINT'));
  },
  /**
   * Whether product pages get their share cards drawn (PNG pictures for shared links). On unless
   * `SHARE_CARDS=off`: the test clouds turn it off, since drawing every card of a fresh catalogue
   * costs the machine half a minute that those suites do not test.
   */
  get shareCards() {
    return once('shareCards', () => optional('SHARE_CARDS') !== 'off');
  },
  /** The site's public origin, used in emailed links: `https://shop.example.com`. */
  get siteUrl() {
    return once('siteUrl', () => required('SITE_URL').replace(/\/+$/, ''));
  },
  /**
   * Which deployment of the shop this is (`MaisonApp@eu-west-1`, or `local`): every payment intent
   * the shop creates carries it, so the webhook leaves alone the intents of another deployment on
   * the same Stripe account.
   */
  get shopStage() {
    return once('shopStage', () => required('SHOP_STAGE'));
  },
  /** The shop's time zone (IANA name) for the dashboard's days and the daily exports; unset is the default zone. */
  get shopTimeZone() {
    return once('shopTimeZone', () => optional('SHOP_TIME_ZONE'));
  },
  /**
   * How long a checkout holds its stock while the shopper pays, in minutes (15 unless set; the
   * test clouds set a short one). Fractions are allowed.
   */
  get checkoutHoldMinutes() {
    return once('checkoutHoldMinutes', () => {
      const value = optional('CHECKOUT_HOLD_MINUTES');
      if (value === undefined) return undefined;
      const minutes = Number(value);
      if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 24 * 60)
        throw new Error('CHECKOUT_HOLD_MINUTES must be a number of minutes above 0, at most a day');
      return minutes;
    });
  },
  get mailFrom() {
    return once('mailFrom', () => optional('MAIL_FROM') ?? 'Maison <no-reply@maison.local>');
  },
  /**
   * The most emails the shop sends a second, across every concurrent sender: the account's SES
   * sending rate (14 is a common starting quota out of the sandbox; raise it with the quota).
   */
  get mailSendRate() {
    return once('mailSendRate', () => {
      const rate = Number(optional('MAIL_SEND_RATE') ?? 14);
      if (!Number.isInteger(rate) || rate < 1) throw new Error('MAIL_SEND_RATE must be a whole number of emails a second, at least 1');
      return rate;
    });
  },
  /** The SES configuration set that records bounces and complaints (AWS only; unset locally). */
  get mailConfigurationSet() {
    return once('mailConfigurationSet', () => optional('MAIL_CONFIGURATION_SET'));
  },
  /** Either the secret itself (local) or the ARN of the Secrets Manager secret holding it (AWS). */
  get jwtSecret() {
    return once('jwtSecret', () => optional('JWT_SECRET'));
  },
  get jwtSecretArn() {
    return once('jwtSecretArn', () => optional('JWT_SECRET_ARN'));
  },
  /** Locally only (tests): a replaced session key that still verifies, as AWSPREVIOUS does in AWS. */
  get jwtSecretPrevious() {
    return once('jwtSecretPrevious', () => optional('JWT_SECRET_PREVIOUS'));
  },
  /** The value CloudFront sends in the origin header: itself (local) or its Secrets Manager ARN (AWS). */
  get originSecret() {
    return once('originSecret', () => optional('ORIGIN_SECRET'));
  },
  get originSecretArn() {
    return once('originSecretArn', () => optional('ORIGIN_SECRET_ARN'));
  },
  /** Whether this process is a Lambda function: the runtime sets this name and nothing can unset it. */
  get runsInLambda() {
    return once('runsInLambda', () => Boolean(optional('AWS_LAMBDA_FUNCTION_NAME')));
  },
};
