import { randomBytes } from 'node:crypto';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { env } from '../../functions/commons/env';
import { log } from '../../functions/commons/logger';
import { publishCatalogueNow } from '../../functions/events/catalogue-snapshot';
import { liveProductPages } from '../../functions/events/on-product-change';
import { publishProductPagesNow, publishShareCardsNow } from '../../functions/events/product-pages';
import { sealForOutbox } from '../../functions/mail/outbox-seal-key';
import { issueToken } from '../../functions/repositories/tokens';
import { findUserByEmail, setUserRole } from '../../functions/repositories/users';
import { issueMailedToken } from '../../functions/services/auth/mailed-tokens';
import { ensureAdminAccount } from '../seed/admin-account';
import { seedCatalogue, seedPromos } from '../seed/index';

/** The first administrator's set-your-password link: a mailed token, sealed for the outbox. */
const adminLink = { tokens: { issue: issueToken }, seal: sealForOutbox, siteUrl: () => env.siteUrl, now: () => new Date() };

/** What the stack asks for: the first administrator's address, and whether to load the demo catalogue. */
export interface BootstrapProperties {
  adminEmail?: string;
  seedDemoCatalogue?: string;
}

/**
 * A deployed shop's first run, as a CloudFormation custom resource (create and update alike,
 * idempotent): the promo codes; the first administrator, created with an unusable random
 * password and mailed a set-your-password link (no password ever sits in the template), or the
 * account of that address promoted when it is a customer's;
 * when asked, the demo catalogue with its pictures; the catalogue snapshot; and every product page.
 */
export async function handler(
  event: CloudFormationCustomResourceEvent,
): Promise<{ PhysicalResourceId: string; Data: Record<string, string> }> {
  const id = 'PhysicalResourceId' in event ? event.PhysicalResourceId : 'maison-bootstrap';
  if (event.RequestType === 'Delete') return { PhysicalResourceId: id, Data: {} };
  const props = event.ResourceProperties as unknown as BootstrapProperties;
  await seedPromos();
  let admin = 'none';
  if (props.adminEmail) {
    const created = await ensureAdminAccount(props.adminEmail, randomBytes(32).toString('base64url'));
    const user = await findUserByEmail(props.adminEmail);
    if (created && user) {
      await issueMailedToken(adminLink, user, 'reset-password');
    }
    // An operator who first registered as a customer becomes the administrator; the customer
    // sessions of that account end (a role change moves the session version on).
    const promoted = !created && user?.role === 'user';
    if (promoted) await setUserRole(user.id, 'admin');
    admin = created ? 'created' : promoted ? 'promoted' : 'exists';
  }
  let catalogue = 'skipped';
  if (props.seedDemoCatalogue === 'true') {
    const result = await seedCatalogue({ log: (line) => log.info('seed', { line }) });
    catalogue = JSON.stringify(result);
  }
  // The storefront reads the catalogue from its snapshot: publish it now, so it exists (an empty
  // shop's `[]`) before the first product change reaches the stream.
  const snapshot = await publishCatalogueNow();
  // Every product's page, drawn into the template this deploy put in the site bucket (the stack
  // runs this after the site's copy) under today's public origin.
  const pages = await publishProductPagesNow(liveProductPages);
  // Then the share cards that are missing or stale (all of them on a first deploy; later, none).
  const cards = await publishShareCardsNow(liveProductPages);
  log.info('shop bootstrapped', { admin, catalogue, snapshot, pages, cards });
  return { PhysicalResourceId: 'maison-bootstrap', Data: { admin, catalogue } };
}
