/**
 * One-use secrets, stored only as SHA-256 hashes with a TTL: email verification tokens (24 h),
 * password reset tokens (1 h) and login bindings (the browser that may sign in right after
 * verifying). The raw value exists only in the email link or the browser's cookie.
 *
 * | item             | pk             | sk              | attributes                                   |
 * |------------------|----------------|-----------------|----------------------------------------------|
 * | one-use token    | TOKEN#<sha256> | TOKEN           | purpose, userId, email, createdAt, expiresAt |
 * | superseded token | TOKEN#<sha256> | TOKEN           | purpose, userId, expiresAt                   |
 * | current token    | USER#<id>      | TOKEN#<purpose> | tokenHash, expiresAt                         |
 *
 * The current-token item makes a new link supersede the older ones: using a token requires it
 * to still be the user's current one of its purpose. A superseded token is not forgotten but
 * replaced by a marker (type `supersededToken`) until it would have expired, so its link can say
 * that a newer one was sent rather than that it is unknown. Tokens and their mail are written in
 * one transaction; using one deletes it and its pointer and applies its effect in one transaction.
 *
 * Access patterns: `issueToken`, `issueLoginBinding`, `findToken`, `findSupersededToken`,
 * `useVerificationToken`, `useResetToken`, `useLoginBinding`.
 */
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../commons/document-client';
import type { QueuedMail } from '../mail/mail-types';
import { putMailPart } from './outbox';
import { isConditionFailure, keys, tableName } from './table';
import type { TransactItem } from './transact';

export type TokenPurpose = 'verify-email' | 'reset-password' | 'login-binding';

export interface StoredToken {
  hash: string;
  purpose: TokenPurpose;
  userId: string;
  email: string;
  createdAt: string;
  /** Epoch seconds; TTL removes the item some time after, so readers check it too. */
  expiresAt: number;
}

/** What is left of a token a newer one of its purpose replaced, until it would have expired. */
export interface SupersededToken {
  purpose: TokenPurpose;
  userId: string;
  /** The replaced token's own expiry (epoch seconds). */
  expiresAt: number;
}

/** How using a token went. */
export type UseOutcome = 'used' | 'gone' | 'superseded';

const currentKey = (userId: string, purpose: TokenPurpose) => ({ pk: `USER#${userId}`, sk: `TOKEN#${purpose}` });

export interface IssueOptions {
  /** Make it the user's current token of its purpose, turning the previous one into a superseded marker. */
  supersede: boolean;
  /** The mail carrying it, queued in the same write. */
  mail?: QueuedMail;
  /**
   * A request the token answers, as the transaction part that deletes it only while it exists
   * (`claimLinkRequestPart`), so it is answered once. Built by the caller, so that only the
   * stream handler, which answers requests, carries a delete of one.
   */
  claim?: TransactItem;
}

/**
 * Stores a token, and with it the mail carrying it, in one transaction. With `supersede`, the
 * token becomes the user's current one of its purpose and the previous one is overwritten by a
 * superseded marker with the same expiry (no longer usable: `findToken` reads only live tokens).
 */
export async function issueToken(token: StoredToken, options: IssueOptions, now = new Date()) {
  const parts: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.token(token.hash), type: 'token', ...token },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
  if (options.claim) parts.push(options.claim);
  if (options.supersede) {
    const previous = await documentClient().send(new GetCommand({ TableName: tableName(), Key: currentKey(token.userId, token.purpose) }));
    const previousHash = previous.Item?.tokenHash as string | undefined;
    if (previousHash && previousHash !== token.hash) {
      const marker = {
        purpose: token.purpose,
        userId: token.userId,
        expiresAt: Number(previous.Item!.expiresAt),
      } satisfies SupersededToken;
      parts.push({ Put: { TableName: tableName(), Item: { ...keys.token(previousHash), type: 'supersededToken', ...marker } } });
    }
    parts.push({
      Put: {
        TableName: tableName(),
        Item: { ...currentKey(token.userId, token.purpose), type: 'currentToken', tokenHash: token.hash, expiresAt: token.expiresAt },
      },
    });
  }
  if (options.mail) parts.push(putMailPart(options.mail, now));
  await documentClient().send(new TransactWriteCommand({ TransactItems: parts }));
}

/**
 * Stores a login binding: the token alone, once (a hash is never reused), superseding nothing and
 * mailed to nobody, so signing in writes no pointer and no mail.
 */
export async function issueLoginBinding(token: StoredToken): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.token(token.hash), type: 'token', ...token },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** A token by its hash, read consistently. Expired ones may still be found until TTL removes them. */
export async function findToken(hash: string): Promise<StoredToken | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.token(hash), ConsistentRead: true }));
  const item = out.Item;
  if (!item || item.type !== 'token') return undefined;
  return {
    hash,
    purpose: item.purpose,
    userId: item.userId,
    email: item.email,
    createdAt: item.createdAt,
    expiresAt: Number(item.expiresAt),
  } as StoredToken;
}

/** The marker a superseded token left, by the token's hash, read consistently. */
export async function findSupersededToken(hash: string): Promise<SupersededToken | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.token(hash), ConsistentRead: true }));
  const item = out.Item;
  if (!item || item.type !== 'supersededToken') return undefined;
  return { purpose: item.purpose, userId: item.userId, expiresAt: Number(item.expiresAt) } as SupersededToken;
}

/**
 * Uses a verification token: marks the address verified (stamping `verifiedAt`), lifts the
 * unverified account's expiry from it and its guards, and queues the welcome mail.
 */
export function useVerificationToken(
  token: StoredToken,
  user: { username: string },
  welcome: QueuedMail,
  now = new Date(),
): Promise<UseOutcome> {
  const at = now.toISOString();
  const keep = (key: { pk: string; sk: string }) => ({
    Update: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: 'userId = :u',
      UpdateExpression: 'REMOVE expiresAt',
      ExpressionAttributeValues: { ':u': token.userId },
    },
  });
  return useToken(token, now, [
    {
      Update: {
        TableName: tableName(),
        Key: keys.user(token.userId),
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(expiresAt) OR expiresAt > :now)',
        UpdateExpression: 'SET emailVerified = :yes, verifiedAt = :at, updatedAt = :at REMOVE expiresAt',
        ExpressionAttributeValues: { ':yes': true, ':at': at, ':now': Math.floor(now.getTime() / 1000) },
      },
    },
    keep(keys.emailGuard(token.email)),
    keep(keys.usernameGuard(user.username)),
    putMailPart(welcome, now),
  ]);
}

/**
 * Uses a reset token: sets the new password hash, ends every session signed before, and queues
 * the mail telling the owner their password changed.
 */
export function useResetToken(token: StoredToken, passwordHash: string, changed: QueuedMail, now = new Date()): Promise<UseOutcome> {
  return useToken(token, now, [
    {
      Update: {
        TableName: tableName(),
        Key: keys.user(token.userId),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'SET passwordHash = :h, updatedAt = :at ADD sessionVersion :one',
        ExpressionAttributeValues: { ':h': passwordHash, ':at': now.toISOString(), ':one': 1 },
      },
    },
    putMailPart(changed, now),
  ]);
}

/** Deletes a token, its current-token pointer and applies `effects`, all or nothing. */
async function useToken(token: StoredToken, now: Date, effects: object[]): Promise<UseOutcome> {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.token(token.hash),
              ConditionExpression: 'attribute_exists(pk) AND purpose = :p AND userId = :u AND expiresAt > :now',
              ExpressionAttributeValues: { ':p': token.purpose, ':u': token.userId, ':now': Math.floor(now.getTime() / 1000) },
            },
          },
          {
            Delete: {
              TableName: tableName(),
              Key: currentKey(token.userId, token.purpose),
              ConditionExpression: 'tokenHash = :h',
              ExpressionAttributeValues: { ':h': token.hash },
            },
          },
          ...effects,
        ] as NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
      }),
    );
    return 'used';
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (!reasons) throw error;
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'gone';
    if (reasons[1]?.Code === 'ConditionalCheckFailed') return 'superseded';
    if (reasons.slice(2).some((r) => r.Code === 'ConditionalCheckFailed')) return 'gone';
    throw error;
  }
}

/** Consumes a login binding for a user: true once, then false (deleted with a condition). */
export async function useLoginBinding(hash: string, userId: string, now = new Date()): Promise<boolean> {
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.token(hash),
        ConditionExpression: 'attribute_exists(pk) AND purpose = :p AND userId = :u AND expiresAt > :now',
        ExpressionAttributeValues: { ':p': 'login-binding', ':u': userId, ':now': Math.floor(now.getTime() / 1000) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
