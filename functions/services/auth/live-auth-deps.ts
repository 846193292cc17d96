import { env } from '../../commons/env';
import { sealForOutbox } from '../../mail/outbox-seal-key';
import { claimLinkRequestPart } from '../../repositories/link-requests';
import { issueToken } from '../../repositories/tokens';
import { findUserByEmail } from '../../repositories/users';
import type { AnswerLinkDeps } from './auth-deps';

/**
 * What mailing a link needs outside a function: the account by its address, and a mailed token
 * with its sealed link. The shop's first run mails the first administrator's link with it. The
 * routes and the table stream's link-request reaction wire their own, each from the repositories
 * it calls.
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
