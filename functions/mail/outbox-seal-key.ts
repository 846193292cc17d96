import { derivedPerSecret, jwtKeys, withKeys } from '../commons/secrets';
import { deriveSealKey, open, seal } from './seal';

/** The seal key of a session secret, derived once per warm function. */
const sealKeyOf = derivedPerSecret(deriveSealKey);

/** Seals an emailed link for the outbox with the key derived from the current session secret. */
export async function sealForOutbox(plain: string, context: string): Promise<string> {
  return seal(await sealKeyOf((await jwtKeys().keyring()).current), plain, context);
}

/**
 * Opens an outbox seal with the key of the current session secret, then of the previous one: a
 * link sealed just before a rotation, or by a function that had not read the new key yet, still
 * opens. Throws when no key opens it.
 */
export async function openFromOutbox(sealed: string, context: string): Promise<string> {
  const plain = await withKeys(jwtKeys(), async (secret) => {
    try {
      return open(await sealKeyOf(secret), sealed, context);
    } catch {
      return undefined;
    }
  });
  if (plain === undefined) throw new Error('No session key opens the sealed link');
  return plain;
}
