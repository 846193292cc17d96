import { createHash, timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '@shared/errors';
import { env } from './env';
import { log } from './logger';
import { originSecret } from './secrets';

/** The header CloudFront adds to every request it sends the API, holding the origin secret. */
export const ORIGIN_HEADER = 'x-origin-verify';

const proven = new WeakSet<object>();

/** Whether this request proved it came through CloudFront, so its CloudFront headers are CloudFront's. */
export function cameThroughCloudFront(event: object): boolean {
  return proven.has(event);
}

/**
 * Refuses a request that went around CloudFront. The execute-api endpoint is public, so
 * CloudFront sends the API a random value only it and the functions know (a Secrets Manager
 * secret in AWS, one the local cloud keeps locally) and overwrites any header of that name a
 * viewer sent. Without the right value the answer is 403 before anything else runs: no session
 * check, no body parsing, no route work. The header is then taken out of the event, so no
 * handler or log ever sees the secret, and only a proven event's viewer address is trusted
 * (`cameThroughCloudFront`).
 *
 * With no secret configured, a function in Lambda (the runtime sets AWS_LAMBDA_FUNCTION_NAME,
 * which configuration cannot unset) refuses everything and logs an error, so a deployed function
 * never serves unproven traffic. Elsewhere (a handler called in-process by a unit test or the
 * bench, where there is no endpoint to go around) requests run, but unproven: their viewer
 * headers are ignored. The local cloud always sets a secret, so behind it the check runs as in AWS.
 */
export function originProof(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event }) => {
      const sent = event.headers?.[ORIGIN_HEADER];
      if (event.headers) delete event.headers[ORIGIN_HEADER];
      if (!env.originSecret && !env.originSecretArn) {
        if (env.runsInLambda) throw new Error('No origin secret configured: set ORIGIN_SECRET_ARN');
        return;
      }
      // A request without the header costs no secret look-up.
      if (!sent || !sameSecret(sent, await originSecret())) {
        log.warn('request refused: not through CloudFront', {
          reason: sent ? 'wrong' : 'missing',
          sourceIp: event.requestContext?.http?.sourceIp,
        });
        throw new AppError('FORBIDDEN', "Requests must come through the shop's website.", { success: false });
      }
      proven.add(event);
    },
  };
}

/** Hashing first gives equal-length buffers, so timing reveals neither the value nor its length. */
function sameSecret(sent: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}
