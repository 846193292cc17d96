import * as z from 'zod/mini';
import { emailBody, emailParams, loginBody, registerBody, resetPasswordBody, tokenParams } from '../auth/schemas';
import { returns, route, type TableNeeds } from '../route-kit';
import type { Role } from '../types';

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
 * Every account route is built on the same account services (services/auth/live-auth-deps.ts):
 * users and their name guards, one-use and current tokens, rate counters, queued mail and link
 * requests. No query: accounts are found through their email and username guards.
 */
const accountTable: TableNeeds = {
  actions: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
  keys: ['USER#*', 'EMAIL#*', 'USERNAME#*', 'TOKEN#*', 'RATE#*', 'OUTBOX#*', 'LINKREQ#*'],
};

/** Sign-in, registration, email verification and password reset; the bodies' schemas live in shared/auth. */
export const authRoutes = {
  register: route({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    input: registerBody,
    needs: { table: accountTable, sessionKey: true },
    response: returns<MessageResponse>(),
  }),
  /** `username` is a username or an email address, in any case. */
  login: route({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    input: loginBody,
    needs: { table: accountTable, sessionKey: true },
    response: returns<LoginResponse>(),
  }),
  /** The sign-in right after verification, for the browser that registered (its binding cookie). */
  loginVerified: route({
    method: 'POST',
    path: '/api/auth/login-verified',
    access: 'public',
    input: z.object({ ...emailBody.shape, remember: z.optional(z.boolean()) }),
    needs: { table: accountTable, sessionKey: true },
    response: returns<LoginResponse>(),
  }),
  resendVerification: route({
    method: 'POST',
    path: '/api/auth/resend-verification',
    access: 'public',
    input: emailBody,
    needs: { table: accountTable },
    response: returns<MessageResponse>(),
  }),
  /** Answers alike whether or not an account exists. */
  forgotPassword: route({
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    input: emailBody,
    needs: { table: accountTable },
    response: returns<MessageResponse>(),
  }),
  verificationStatus: route({
    method: 'GET',
    path: '/api/auth/verification-status/{email}',
    access: 'public',
    params: emailParams,
    needs: { table: accountTable },
    response: returns<{ isEmailVerified: boolean }>(),
  }),
  verifyEmail: route({
    method: 'GET',
    path: '/api/auth/verify-email/{token}',
    access: 'public',
    params: tokenParams,
    needs: { table: accountTable },
    response: returns<{ success: boolean; username: string }>(),
  }),
  resetPassword: route({
    method: 'POST',
    path: '/api/auth/reset-password/{token}',
    access: 'public',
    params: tokenParams,
    input: resetPasswordBody,
    needs: { table: accountTable },
    response: returns<MessageResponse>(),
  }),
};
