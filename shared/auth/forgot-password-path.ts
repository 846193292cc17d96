/** The address that opens the sign-in dialog on its forgot-password step, as emails link to it. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
