import { jwtSecret } from '../commons/secrets';
import { deriveSealKey } from './seal';

let sealKey: Promise<Buffer> | undefined;

/** The outbox seal key, derived once per warm function from the session signing secret. */
export function outboxSealKey(): Promise<Buffer> {
  sealKey ??= jwtSecret().then(deriveSealKey);
  sealKey.catch(() => (sealKey = undefined));
  return sealKey;
}
