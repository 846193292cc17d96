import { originSecretFrom } from './local-secrets';

/** Whether real Stripe test keys are configured: all three, or the local emulator is used. */
export function usesRealStripe(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET);
}

export interface HandlerEnvInput {
  /** The developer's environment (region, mail sender, real Stripe keys, a JWT secret of their own). */
  env: NodeJS.ProcessEnv;
  tableName: string;
  imagesBucket: string;
  dynamoEndpoint: string;
  s3Endpoint: string;
  sesEndpoint: string;
  siteUrl: string;
  jwtSecret: string;
  /** What the gateway, playing CloudFront, sends in the origin header; by default derived from the session key. */
  originSecret?: string;
  webhookSecret: string;
  /** The payment emulator's URL, or undefined with real Stripe keys. */
  stripeEmulator?: string;
  /** The built site (web/dist), whose page template product pages are drawn into; none when the site is not built. */
  siteDir?: string;
}

/**
 * The variables the handlers read (functions/commons/env.ts), as the CDK stack sets them on
 * each Lambda, plus the local endpoints and dummy credentials the stand-ins accept.
 */
export function handlerEnvironment(input: HandlerEnvInput): Record<string, string> {
  const { env } = input;
  return {
    AWS_REGION: env.AWS_REGION ?? 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    TABLE_NAME: input.tableName,
    IMAGES_BUCKET: input.imagesBucket,
    DYNAMODB_ENDPOINT: input.dynamoEndpoint,
    S3_ENDPOINT: input.s3Endpoint,
    SES_ENDPOINT: input.sesEndpoint,
    SITE_URL: input.siteUrl,
    ...(input.siteDir ? { SITE_DIR: input.siteDir } : {}),
    // The mark on this cloud's payment intents: with real Stripe keys, a deployed stage on the same account leaves them alone, and this cloud leaves its intents alone.
    SHOP_STAGE: 'local',
    MAIL_FROM: env.MAIL_FROM ?? 'Maison <no-reply@maison.local>',
    // The shop's email send rate, as SES enforces it in AWS; the default is the function's own.
    ...(env.MAIL_SEND_RATE ? { MAIL_SEND_RATE: env.MAIL_SEND_RATE } : {}),
    // How long a checkout holds its stock; the deployed default (15 minutes) unless set.
    ...(env.CHECKOUT_HOLD_MINUTES ? { CHECKOUT_HOLD_MINUTES: env.CHECKOUT_HOLD_MINUTES } : {}),
    JWT_SECRET: input.jwtSecret,
    ORIGIN_SECRET: input.originSecret ?? originSecretFrom(input.jwtSecret),
    STRIPE_WEBHOOK_SECRET: input.webhookSecret,
    ...(input.stripeEmulator
      ? {
          // The SDK talks to the emulator, which accepts any key; these only look like test keys.
          STRIPE_API_BASE: input.stripeEmulator,
          STRIPE_SECRET_KEY: 'sk_test_maison_local',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_maison_local',
        }
      : { STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY!, STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY! }),
  };
}
