import * as z from 'zod/mini';
import { emailBody, emailParams, loginBody, registerBody, resetPasswordBody, tokenParams } from '../auth/schemas';
import { returns, route, type TableNeeds } from '../route-kit';
import type { Role } from '../types';
import * as endpoints from './endpoints';

/** What a sign-in answers: the session token and who it belongs to. */
export interface LoginResponse {
  token: string;
  role: Role;
  username: string;
  email: string;
  isEmailVerified: boolean;
}

export interface MessageResponse {
  success: boolean;
  message: string;
}

/**
 * Each account route's own work on the table (its composition root in functions/routes/ wires
 * only the repositories it calls), one statement per set of keys, so reading a guard or a rate
 * counter does not let a route write an account. No query: accounts are found through their
 * email and username guards. `TOKEN#` holds every one-use token; `USER#` holds the profile and
 * the pointer to the user's current token of each purpose.
 */
const countsRequests: TableNeeds = { actions: ['UpdateItem'], keys: ['RATE#*'] };
const findsByEmail: TableNeeds = { actions: ['GetItem'], keys: ['EMAIL#*', 'USER#*'] };

/** An account and its guards, the verification token (superseding the pointer) with its mail, the browser's binding. */
const registerTable: readonly TableNeeds[] = [
  { actions: ['GetItem', 'PutItem'], keys: ['USER#*', 'EMAIL#*'] },
  { actions: ['PutItem'], keys: ['USERNAME#*', 'TOKEN#*', 'OUTBOX#*'] },
  countsRequests,
];
/** Finds the account, takes turns under the throttles, upgrades an old hash, binds an unverified account's browser. */
const loginTable: readonly TableNeeds[] = [
  { actions: ['GetItem'], keys: ['EMAIL#*', 'USERNAME#*'] },
  { actions: ['GetItem', 'UpdateItem'], keys: ['USER#*'] },
  { actions: ['PutItem'], keys: ['TOKEN#*'] },
  { actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'], keys: ['RATE#*'] },
];
/** Uses the browser's binding once. */
const loginVerifiedTable: readonly TableNeeds[] = [findsByEmail, { actions: ['DeleteItem'], keys: ['TOKEN#*'] }];
/** Reads the binding and the account. */
const verificationStatusTable: readonly TableNeeds[] = [{ actions: ['GetItem'], keys: ['TOKEN#*', 'EMAIL#*', 'USER#*'] }, countsRequests];
/** Records a request for a link; the table stream answers it. */
const linkRequestTable: readonly TableNeeds[] = [countsRequests, { actions: ['PutItem'], keys: ['LINKREQ#*'] }];
/** Uses the token with its pointer, marks the account and its guards verified, queues the welcome mail. */
const verifyEmailTable: readonly TableNeeds[] = [
  { actions: ['GetItem', 'UpdateItem', 'DeleteItem'], keys: ['USER#*'] },
  { actions: ['GetItem', 'DeleteItem'], keys: ['TOKEN#*'] },
  { actions: ['UpdateItem'], keys: ['EMAIL#*', 'USERNAME#*'] },
  { actions: ['PutItem'], keys: ['OUTBOX#*'] },
];
/** Uses the token with its pointer, sets the password with its mail, starts the strangers' sign-in throttle over. */
const resetPasswordTable: readonly TableNeeds[] = [
  { actions: ['GetItem', 'DeleteItem'], keys: ['TOKEN#*'] },
  { actions: ['UpdateItem', 'DeleteItem'], keys: ['USER#*'] },
  { actions: ['DeleteItem'], keys: ['RATE#*'] },
  { actions: ['PutItem'], keys: ['OUTBOX#*'] },
];

/** Sign-in, registration, email verification and password reset; the bodies' schemas live in shared/auth. */
export const authRoutes = {
  register: route({
    ...endpoints.register,
    access: 'public',
    input: registerBody,
    needs: { table: registerTable, sessionKey: true },
    response: returns<MessageResponse>(),
  }),
  /** `username` is a username or an email address, in any case. */
  login: route({
    ...endpoints.login,
    access: 'public',
    input: loginBody,
    needs: { table: loginTable, sessionKey: true },
    response: returns<LoginResponse>(),
  }),
  /** The sign-in right after verification, for the browser that registered (its binding cookie). */
  loginVerified: route({
    ...endpoints.loginVerified,
    access: 'public',
    input: z.object({ ...emailBody.shape, remember: z.optional(z.boolean()) }),
    needs: { table: loginVerifiedTable, sessionKey: true },
    response: returns<LoginResponse>(),
  }),
  resendVerification: route({
    ...endpoints.resendVerification,
    access: 'public',
    input: emailBody,
    needs: { table: linkRequestTable },
    response: returns<MessageResponse>(),
  }),
  /** Answers alike whether or not an account exists. */
  forgotPassword: route({
    ...endpoints.forgotPassword,
    access: 'public',
    input: emailBody,
    needs: { table: linkRequestTable },
    response: returns<MessageResponse>(),
  }),
  verificationStatus: route({
    ...endpoints.verificationStatus,
    access: 'public',
    params: emailParams,
    needs: { table: verificationStatusTable },
    response: returns<{ isEmailVerified: boolean }>(),
  }),
  verifyEmail: route({
    ...endpoints.verifyEmail,
    access: 'public',
    params: tokenParams,
    needs: { table: verifyEmailTable },
    response: returns<{ success: boolean; username: string }>(),
  }),
  resetPassword: route({
    ...endpoints.resetPassword,
    access: 'public',
    params: tokenParams,
    input: resetPasswordBody,
    needs: { table: resetPasswordTable },
    response: returns<MessageResponse>(),
  }),
};
