import { describe, expect, it } from 'vitest';
import { handlerEnvironment, usesRealStripe } from './handler-env';
import { originSecretFrom } from './local-secrets';

const base = {
  tableName: 'maison',
  imagesBucket: 'maison-images',
  dynamoEndpoint: 'http://127.0.0.1:8000',
  s3Endpoint: 'http://127.0.0.1:4569',
  sesEndpoint: 'http://127.0.0.1:8005',
  siteUrl: 'http://localhost:3000',
  jwtSecret: 'jwt',
  webhookSecret: 'whsec_local',
};

describe('handlerEnvironment', () => {
  it('points the handlers at the stand-ins and the payment emulator', () => {
    const env = handlerEnvironment({ ...base, env: {}, stripeEmulator: 'http://127.0.0.1:12111' });
    expect(env).toMatchObject({
      TABLE_NAME: 'maison',
      IMAGES_BUCKET: 'maison-images',
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      SES_ENDPOINT: 'http://127.0.0.1:8005',
      SITE_URL: 'http://localhost:3000',
      JWT_SECRET: 'jwt',
      AWS_REGION: 'us-east-1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      STRIPE_WEBHOOK_SECRET: 'whsec_local',
    });
    expect(env.STRIPE_SECRET_KEY).toMatch(/^sk_test_/);
  });

  it('keeps real Stripe test keys and then names no emulator', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_real', STRIPE_PUBLISHABLE_KEY: 'pk_test_real', STRIPE_WEBHOOK_SECRET: 'whsec_real' };
    expect(usesRealStripe(keys)).toBe(true);
    const env = handlerEnvironment({ ...base, env: keys, webhookSecret: keys.STRIPE_WEBHOOK_SECRET });
    expect(env).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_test_real',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_real',
      STRIPE_WEBHOOK_SECRET: 'whsec_real',
    });
    expect(env).not.toHaveProperty('STRIPE_API_BASE');
  });

  it('uses the emulator unless all three Stripe keys are set', () => {
    expect(usesRealStripe({ STRIPE_SECRET_KEY: 'sk_test_real', STRIPE_PUBLISHABLE_KEY: 'pk_test_real' })).toBe(false);
  });

  it('gives the handlers the origin secret the gateway sends, derived from the session key unless given', () => {
    expect(handlerEnvironment({ ...base, env: {} }).ORIGIN_SECRET).toBe(originSecretFrom('jwt'));
    expect(handlerEnvironment({ ...base, env: {}, originSecret: 'given' }).ORIGIN_SECRET).toBe('given');
  });

  it('names the built site the product pages read their template from, only when there is one', () => {
    expect(handlerEnvironment({ ...base, env: {}, siteDir: '/shop/web/dist' }).SITE_DIR).toBe('/shop/web/dist');
    expect(handlerEnvironment({ ...base, env: {} })).not.toHaveProperty('SITE_DIR');
  });

  it('keeps the developer region and mail sender', () => {
    const env = handlerEnvironment({ ...base, env: { AWS_REGION: 'eu-west-1', MAIL_FROM: 'Shop <shop@example.com>' } });
    expect(env).toMatchObject({ AWS_REGION: 'eu-west-1', MAIL_FROM: 'Shop <shop@example.com>' });
  });
});
