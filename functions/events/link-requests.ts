import { env } from '../commons/env';
import { log } from '../commons/logger';
import { sealForOutbox } from '../mail/outbox-seal-key';
import { claimLinkRequestPart, linkRequestOf } from '../repositories/link-requests';
import { issueToken } from '../repositories/tokens';
import { findUserByEmail } from '../repositories/users';
import type { AnswerLinkDeps } from '../services/auth/auth-deps';
import { answerLinkRequest } from '../services/auth/email-links';
import type { Reaction } from './reactions';

/** The account by its address, and a mailed token with its sealed link, over the table. */
const answerDeps: AnswerLinkDeps = {
  users: { findByEmail: findUserByEmail },
  tokens: { issue: issueToken },
  linkRequests: { claim: claimLinkRequestPart },
  seal: sealForOutbox,
  siteUrl: () => env.siteUrl,
  now: () => new Date(),
};

/** Answers each recorded request for an emailed link (reset, another verification), once. */
export const linkRequestReaction: Reaction = {
  name: 'link-requests',
  wants: (change) => change.event === 'INSERT' && change.newItem?.type === 'linkRequest',
  async run(change) {
    const request = linkRequestOf(change.newItem);
    if (!request) return;
    const outcome = await answerLinkRequest(answerDeps, request);
    log.info('link request', { purpose: request.purpose, outcome });
  },
};
