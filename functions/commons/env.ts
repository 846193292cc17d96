/** Configuration read from the environment once, on first use, failing fast with a clear message. */
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
    return optional('AWS_REGION') ?? 'us-east-1';
  },
  get tableName() {
    return required('TABLE_NAME');
  },
  get imagesBucket() {
    return required('IMAGES_BUCKET');
  },
  /** The bucket the built site is deployed to (AWS): product pages are drawn into its page template. */
  get siteBucket() {
    return optional('SITE_BUCKET');
  },
  /** The built site on disk (the local cloud's web/dist), read instead of the site bucket. */
  get siteDir() {
    return optional('SITE_DIR');
  },
  /** Local stand-ins: set only when running against the local cloud. */
  get dynamoEndpoint() {
    return optional('DYNAMODB_ENDPOINT');
  },
  get s3Endpoint() {
    return optional('S3_ENDPOINT');
  },
  get sesEndpoint() {
    return optional('SES_ENDPOINT');
  },
  /** The site's public origin, used in emailed links: `https://shop.example.com`. */
  /**
   * Whether product pages get their share cards drawn (PNG pictures for shared links). On unless
   * `SHARE_CARDS=off`: the test clouds turn it off, since drawing every card of a fresh catalogue
   * costs the machine half a minute that those suites do not test.
   */
  get shareCards() {
    return optional('SHARE_CARDS') !== 'off';
  },
  get siteUrl() {
    return required('SITE_URL').replace(/\/+$/, '');
  },
  /**
   * Which deployment of the shop this is (`MaisonApp@eu-west-1`, or `local`): every payment intent
   * the shop creates carries it, so the webhook leaves alone the intents of another deployment on
   * the same Stripe account.
   */
  get shopStage() {
    return required('SHOP_STAGE');
  },
  /** The shop's time zone (IANA name) for the dashboard's days and the daily exports; unset is the default zone. */
  get shopTimeZone() {
    return optional('SHOP_TIME_ZONE');
  },
  /**
   * How long a checkout holds its stock while the shopper pays, in minutes (15 unless set; the
   * test clouds set a short one). Fractions are allowed.
   */
  get checkoutHoldMinutes() {
    const value = optional('CHECKOUT_HOLD_MINUTES');
    if (value === undefined) return undefined;
    const minutes = Number(value);
    if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 24 * 60)
      throw new Error('CHECKOUT_HOLD_MINUTES must be a number of minutes above 0, at most a day');
    return minutes;
  },
  get mailFrom() {
    return optional('MAIL_FROM') ?? 'Maison <no-reply@maison.local>';
  },
  /**
   * The most emails the shop sends a second, across every concurrent sender: the account's SES
   * sending rate (14 is a common starting quota out of the sandbox; raise it with the quota).
   */
  get mailSendRate() {
    const rate = Number(optional('MAIL_SEND_RATE') ?? 14);
    if (!Number.isInteger(rate) || rate < 1) throw new Error('MAIL_SEND_RATE must be a whole number of emails a second, at least 1');
    return rate;
  },
  /** The SES configuration set that records bounces and complaints (AWS only; unset locally). */
  get mailConfigurationSet() {
    return optional('MAIL_CONFIGURATION_SET');
  },
  /** Either the secret itself (local) or the ARN of the Secrets Manager secret holding it (AWS). */
  get jwtSecret() {
    return optional('JWT_SECRET');
  },
  get jwtSecretArn() {
    return optional('JWT_SECRET_ARN');
  },
  /** Locally only (tests): a replaced session key that still verifies, as AWSPREVIOUS does in AWS. */
  get jwtSecretPrevious() {
    return optional('JWT_SECRET_PREVIOUS');
  },
  /** The value CloudFront sends in the origin header: itself (local) or its Secrets Manager ARN (AWS). */
  get originSecret() {
    return optional('ORIGIN_SECRET');
  },
  get originSecretArn() {
    return optional('ORIGIN_SECRET_ARN');
  },
  /** Whether this process is a Lambda function: the runtime sets this name and nothing can unset it. */
  get runsInLambda() {
    return Boolean(optional('AWS_LAMBDA_FUNCTION_NAME'));
  },
};
