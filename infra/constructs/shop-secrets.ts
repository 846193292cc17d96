import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The two secrets of the shop. Neither value ever appears in a template: Secrets Manager generates
 * the session signing key, and the operator puts the Stripe keys after the first deploy:
 *
 *   aws secretsmanager put-secret-value --secret-id <StripeSecretArn output> \
 *     --secret-string '{"secretKey":"sk_live_…","publishableKey":"pk_live_…","webhookSecret":"whsec_…"}'
 */
export class ShopSecrets extends Construct {
  /** The HS256 key that signs session tokens. */
  readonly jwt: Secret;
  /** JSON `{ secretKey, publishableKey, webhookSecret }` from the Stripe dashboard. */
  readonly stripe: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.jwt = new Secret(this, 'JwtSigningKey', {
      description: 'Maison: HS256 key that signs session tokens (generated)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.jwt).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'No rotation Lambda: the operator rotates the session key by putting a new value (the runbook, ' +
        '"Rotating the session key"); the functions verify with the new and the previous key, so nobody is signed out.',
    });

    // Until the operator puts the real JSON, this holds a random placeholder that the payment
    // code rejects as unparsable, so checkout fails loudly instead of charging with a wrong key.
    this.stripe = new Secret(this, 'StripeKeys', {
      description: 'Maison: Stripe keys as JSON {secretKey, publishableKey, webhookSecret}; put after deploy',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.stripe).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Stripe API keys are rolled in the Stripe dashboard, not by a Secrets Manager rotation ' +
        'function; the operator then puts the new JSON value.',
    });
  }
}
