import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { AppError } from '@shared/errors';
import type { Role, SessionUser } from '@shared/types';
import { documentClient } from '../commons/document-client';
import { GSI1, isConditionFailure, keys, queryAll, tableName } from './table';

/** How a user is stored. `email` is kept lower-cased; the guards make email and username unique. */
export interface UserItem {
  pk: string;
  sk: 'PROFILE';
  type: 'user';
  gsi1pk: 'USERS';
  gsi1sk: string;
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
  /** Bumped when sessions must end (password reset, role change); absent is 0. Tokens carry it. */
  sessionVersion?: number;
  /** Set only while the address is unverified: the account (and its guards) expire then. */
  expiresAt?: number;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  emailVerified: boolean;
}

/** A session's claims: who, and the account's session version when the token was signed. */
export const sessionUserOf = (user: UserItem): SessionUser & { sessionVersion: number } => ({
  id: user.id,
  role: user.role,
  username: user.username,
  email: user.email,
  sessionVersion: user.sessionVersion ?? 0,
});

/**
 * An account whose address is never verified is removed a week after registration (TTL), and
 * its email and username are free again: a squatted address or name does not stay taken.
 */
const UNVERIFIED_ACCOUNT_SECONDS = 7 * 24 * 3600;

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);
/** Whether an item's TTL has passed (TTL deletion lags, so readers check). */
const expired = (item: { expiresAt?: unknown } | undefined, now: Date) =>
  typeof item?.expiresAt === 'number' && item.expiresAt <= nowSeconds(now);

/**
 * Creates a user and its email and username guards in one transaction; a taken one is a 409
 * (`CONFLICT` with the field in `fieldErrors`). An unverified account and its guards carry the
 * expiry; a guard left by an expired account is taken over.
 */
export async function createUser(input: NewUser, now = new Date()): Promise<UserItem> {
  const at = now.toISOString();
  const id = randomUUID();
  const email = input.email.trim().toLowerCase();
  const expiry = input.emailVerified ? {} : { expiresAt: nowSeconds(now) + UNVERIFIED_ACCOUNT_SECONDS };
  const user: UserItem = {
    ...keys.user(id),
    sk: 'PROFILE',
    type: 'user',
    gsi1pk: 'USERS',
    gsi1sk: `${at}#${id}`,
    id,
    username: input.username.trim(),
    email,
    passwordHash: input.passwordHash,
    role: input.role,
    emailVerified: input.emailVerified,
    createdAt: at,
    updatedAt: at,
    sessionVersion: 0,
    ...expiry,
  };
  const guard = (key: { pk: string; sk: string }, type: string) => ({
    Put: {
      TableName: tableName(),
      Item: { ...key, type, userId: id, ...expiry },
      ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
      ExpressionAttributeValues: { ':now': nowSeconds(now) },
    },
  });
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: user, ConditionExpression: 'attribute_not_exists(pk)' } },
          guard(keys.emailGuard(email), 'emailGuard'),
          guard(keys.usernameGuard(user.username), 'usernameGuard'),
        ],
      }),
    );
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    // The username first: when both are taken, the answer says nothing about the address.
    if (reasons?.[2]?.Code === 'ConditionalCheckFailed') {
      throw new AppError('CONFLICT', 'This username is already taken.', { fieldErrors: { username: 'Username taken' } });
    }
    if (reasons?.[1]?.Code === 'ConditionalCheckFailed') {
      throw new AppError('CONFLICT', 'An account with this email address already exists.', {
        fieldErrors: { email: 'Email already registered' },
      });
    }
    throw error;
  }
  return user;
}

/** A user by id; an unverified account past its expiry is gone. */
export async function getUser(id: string, now = new Date()): Promise<UserItem | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.user(id) }));
  return expired(out.Item, now) ? undefined : (out.Item as UserItem | undefined);
}

async function userIdByGuard(key: { pk: string; sk: string }): Promise<string | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key }));
  return expired(out.Item, new Date()) ? undefined : (out.Item?.userId as string | undefined);
}

/** What a session is checked against: the account's role and session version (none when gone). */
export async function getSessionState(id: string, now = new Date()): Promise<{ role: Role; sessionVersion: number } | undefined> {
  const out = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.user(id),
      ProjectionExpression: '#r, sessionVersion, expiresAt',
      ExpressionAttributeNames: { '#r': 'role' },
    }),
  );
  if (!out.Item || expired(out.Item, now)) return undefined;
  return { role: out.Item.role as Role, sessionVersion: Number(out.Item.sessionVersion ?? 0) };
}

/** A user by email address (any case). */
export async function findUserByEmail(email: string): Promise<UserItem | undefined> {
  const id = await userIdByGuard(keys.emailGuard(email.trim()));
  return id ? getUser(id) : undefined;
}

/** A user by username or email address, as the login form accepts either. */
export async function findUserByLogin(login: string): Promise<UserItem | undefined> {
  const value = login.trim();
  const id = await userIdByGuard(value.includes('@') ? keys.emailGuard(value) : keys.usernameGuard(value));
  return id ? getUser(id) : undefined;
}

/** Every user, oldest first (admin list). */
export async function listUsers(): Promise<UserItem[]> {
  const items = await queryAll<UserItem>({
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': 'USERS' },
  });
  return items.filter((user) => !expired(user, new Date()));
}

/**
 * Replaces a password hash made at a lower cost with one made at today's, unless the password
 * changed meanwhile (sessions stay: the password is the same). Answers whether it was replaced.
 */
export async function upgradePasswordHash(id: string, previousHash: string, passwordHash: string, now = new Date()): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(id),
        ConditionExpression: 'passwordHash = :old',
        UpdateExpression: 'SET passwordHash = :h, updatedAt = :u',
        ExpressionAttributeValues: { ':old': previousHash, ':h': passwordHash, ':u': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a user another role; every session signed before ends (the session version moves on). */
export async function setUserRole(id: string, role: Role, now = new Date()): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(id),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: 'SET #r = :r, updatedAt = :u ADD sessionVersion :one',
      ExpressionAttributeNames: { '#r': 'role' },
      ExpressionAttributeValues: { ':r': role, ':u': now.toISOString(), ':one': 1 },
    }),
  );
}
