/**
 * Requests for an emailed link (password reset, another verification email), answered by the
 * table stream: the route only records the request, so it does the same work and takes the
 * same time whether or not the address has an account.
 *
 * | item         | pk              | sk      | attributes                        |
 * |--------------|-----------------|---------|-----------------------------------|
 * | link request | LINKREQ#<id>    | REQUEST | purpose, email, createdAt, expiresAt |
 *
 * Access patterns: `putLinkRequest`; the stream deletes the request in the same write that
 * issues its token (`claimLinkRequestPart`, `issueToken`'s `claim`), so a redelivered record
 * issues nothing.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { documentClient } from '../commons/document-client';
import { expiresIn, tableName } from './table';

export type LinkPurpose = 'verify-email' | 'reset-password';

export interface LinkRequest {
  id: string;
  purpose: LinkPurpose;
  email: string;
  /** Epoch seconds: a request older than its link's lifetime is not answered. */
  expiresAt: number;
}

/** How long a request may wait for the stream: a link sent later would surprise its reader. */
const LINK_REQUEST_SECONDS = 3600;

const linkRequestKey = (id: string) => ({ pk: `LINKREQ#${id}`, sk: 'REQUEST' });

/** The transaction part that deletes a request while it exists: its answer is written once. */
export function claimLinkRequestPart(id: string) {
  return { Delete: { TableName: tableName(), Key: linkRequestKey(id), ConditionExpression: 'attribute_exists(pk)' } };
}

export async function putLinkRequest(purpose: LinkPurpose, email: string, now = new Date()): Promise<void> {
  const id = randomUUID();
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...linkRequestKey(id),
        type: 'linkRequest',
        id,
        purpose,
        email: email.trim().toLowerCase(),
        createdAt: now.toISOString(),
        expiresAt: expiresIn(LINK_REQUEST_SECONDS, now.getTime()),
      },
    }),
  );
}

/** A stream image as a request, if it is one. */
export function linkRequestOf(item: Record<string, unknown> | undefined): LinkRequest | undefined {
  if (item?.type !== 'linkRequest' || typeof item.id !== 'string' || typeof item.email !== 'string') return undefined;
  if (item.purpose !== 'verify-email' && item.purpose !== 'reset-password') return undefined;
  return { id: item.id, purpose: item.purpose, email: item.email, expiresAt: Number(item.expiresAt) };
}
