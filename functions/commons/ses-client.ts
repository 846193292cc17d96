import { SESv2Client } from '@aws-sdk/client-sesv2';
import { env } from './env';

let ses: SESv2Client | undefined;

/** The mail client (SES v2); locally it talks to the SES stand-in. */
export function sesClient(): SESv2Client {
  ses ??= new SESv2Client({
    region: env.region,
    ...(env.sesEndpoint ? { endpoint: env.sesEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return ses;
}
