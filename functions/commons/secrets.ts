import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from './env';

const cache = new Map<string, Promise<string>>();

/** Reads a secret once per warm function: the plain value from `valueVar`, else Secrets Manager by `arnVar`. */
export function readSecret(value: string | undefined, arn: string | undefined, label: string): Promise<string> {
  if (value) return Promise.resolve(value);
  if (!arn) return Promise.reject(new Error(`No ${label} configured`));
  let pending = cache.get(arn);
  if (!pending) {
    pending = new SecretsManagerClient({ region: env.region })
      .send(new GetSecretValueCommand({ SecretId: arn }))
      .then((out) => {
        if (!out.SecretString) throw new Error(`Secret ${label} is empty`);
        return out.SecretString;
      });
    pending.catch(() => cache.delete(arn));
    cache.set(arn, pending);
  }
  return pending;
}

export const jwtSecret = () => readSecret(env.jwtSecret, env.jwtSecretArn, 'JWT signing key');
export const originSecret = () => readSecret(env.originSecret, env.originSecretArn, 'origin secret');
