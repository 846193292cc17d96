import { log } from '../commons/logger';
import { linkRequestOf } from '../repositories/link-requests';
import { answerLinkRequest } from '../services/auth/email-links';
import { liveAuthDeps } from '../services/auth/live-auth-deps';
import type { Reaction } from './reactions';

/** Answers each recorded request for an emailed link (reset, another verification), once. */
export const linkRequestReaction: Reaction = {
  name: 'link-requests',
  wants: (change) => change.event === 'INSERT' && change.newItem?.type === 'linkRequest',
  async run(change) {
    const request = linkRequestOf(change.newItem);
    if (!request) return;
    const outcome = await answerLinkRequest(liveAuthDeps(), request);
    log.info('link request', { purpose: request.purpose, outcome });
  },
};
