import { env } from '../../commons/env';
import { sealForOutbox } from '../../mail/outbox-seal-key';
import { claimLinkRequestPart } from '../../repositories/link-requests';
import { issueToken } from '../../repositories/tokens';
import { findUserByEmail } from '../../repositories/users';
import type { AnswerLinkDeps } from './auth-deps';

/**
 * What answering a link request needs, in a deployed (or local-cloud) function: the account by
 * its address, and a mailed token with its sealed link. The table stream answers requests with
 * it, and the shop's first run mails the first administrator's link. The routes wire their own
 * (functions/routes/<route>.ts), each from the repositories it calls.
 */
export function liveAuthDeps(): AnswerLinkDeps {
  return {
    users: { findByEmail: findUserByEmail },
    tokens: { issue: issueToken },
    linkRequests: { claim: claimLinkRequestPart },
    seal: sealForOutbox,
    siteUrl: () => env.siteUrl,
    now: () => new Date(),
  };
}
