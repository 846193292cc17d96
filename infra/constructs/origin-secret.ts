import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_HEADER } from '../../functions/commons/origin-proof';

/**
 * Bumped to rotate the secret (docs/operations/runbook.md, "Rotating the origin secret"): a new
 * construct id is a new secret with a new value and ARN, which the same deploy hands to the
 * distribution and to every route function.
 */
const GENERATION = 1;

/**
 * The proof that a request came through CloudFront: a random value CloudFront adds to every
 * request it sends the API (the origin header) and the route functions check before any work
 * (functions/commons/origin-proof.ts). Without it the execute-api endpoint would answer anyone,
 * who could also name any viewer address and so any rate-limit key.
 */
export class OriginSecret extends Construct {
  readonly secret: Secret;
  /** The header CloudFront adds for the API origin. */
  readonly headerName = ORIGIN_HEADER;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, `Value${GENERATION}`, {
      description: 'Maison: value CloudFront sends the API to prove a request came through it (generated)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      // Nothing outside this stack holds it: a new one is as good, the distribution gets it in the same deploy.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront holds the value in its origin configuration, which a rotation function would not ' +
        'update, so every request would be refused until a redeploy; rotate by a deploy instead ' +
        '(bump GENERATION in origin-secret.ts, see docs/operations/runbook.md).',
    });
  }

  /**
   * The value for the distribution's origin header. `unsafeUnwrap` yields a CloudFormation dynamic
   * reference (`{{resolve:secretsmanager:…}}`), resolved by CloudFormation at deploy time: the
   * value never appears in the template or the cloud assembly. It does sit in the distribution's
   * configuration, readable by whoever may call cloudfront:GetDistributionConfig, as any origin
   * header must.
   */
  get headerValue(): string {
    return this.secret.secretValue.unsafeUnwrap();
  }
}
