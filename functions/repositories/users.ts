import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../shared/errors';
import type { Role, SessionUser } from '../../shared/types';
import { documentClient } from '../commons/clients';
import { GSI1, keys, tableName } from './table';

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
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  emailVerified: boolean;
}

export const sessionUserOf = (user: UserItem): SessionUser => ({ id: user.id, role: user.role, username: user.username, email: user.email });

/** Creates a user and its email and username guards in one transaction; a taken one is a 409. */
export async function createUser(input: NewUser, now = new Date()): Promise<UserItem> {
  const at = now.toISOString();
  const id = randomUUID();
  const email = input.email.trim().toLowerCase();
  const user: UserItem = {
    ...keys.user(id), sk: 'PROFILE', type: 'user', gsi1pk: 'USERS', gsi1sk: `${at}#${id}`,
    id, username: input.username.trim(), email, passwordHash: input.passwordHash, role: input.role,
    emailVerified: input.emailVerified, createdAt: at, updatedAt: at,
  };
  const guard = (key: { pk: string; sk: string }, type: string) => ({
    Put: { TableName: tableName(), Item: { ...key, type, userId: id }, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  try {
    await documentClient().send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: user, ConditionExpression: 'attribute_not_exists(pk)' } },
        guard(keys.emailGuard(email), 'emailGuard'),
        guard(keys.usernameGuard(user.username), 'usernameGuard'),
      ],
    }));
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (reasons?.[1]?.Code === 'ConditionalCheckFailed') {
      throw new AppError('CONFLICT', 'An account with this email address already exists.', { fieldErrors: { email: 'Email already registered' } });
    }
    if (reasons?.[2]?.Code === 'ConditionalCheckFailed') {
      throw new AppError('CONFLICT', 'This username is already taken.', { fieldErrors: { username: 'Username taken' } });
    }
    throw error;
  }
  return user;
}

/** A user by id. */
export async function getUser(id: string): Promise<UserItem | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.user(id) }));
  return out.Item as UserItem | undefined;
}

async function userIdByGuard(key: { pk: string; sk: string }): Promise<string | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key }));
  return out.Item?.userId as string | undefined;
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
  const users: UserItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new QueryCommand({
      TableName: tableName(), IndexName: GSI1, KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'USERS' }, ExclusiveStartKey: start,
    }));
    users.push(...((page.Items ?? []) as UserItem[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return users;
}

/** Sets a user's password hash. */
export async function setPasswordHash(id: string, passwordHash: string, now = new Date()): Promise<void> {
  await documentClient().send(new UpdateCommand({
    TableName: tableName(), Key: keys.user(id), ConditionExpression: 'attribute_exists(pk)',
    UpdateExpression: 'SET passwordHash = :h, updatedAt = :u',
    ExpressionAttributeValues: { ':h': passwordHash, ':u': now.toISOString() },
  }));
}

/** Marks a user's email address verified. */
export async function markEmailVerified(id: string, now = new Date()): Promise<void> {
  await documentClient().send(new UpdateCommand({
    TableName: tableName(), Key: keys.user(id), ConditionExpression: 'attribute_exists(pk)',
    UpdateExpression: 'SET emailVerified = :v, updatedAt = :u',
    ExpressionAttributeValues: { ':v': true, ':u': now.toISOString() },
  }));
}
