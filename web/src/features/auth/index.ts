// What other features may use of auth: the Resend Email button, with its cooldowns and messages
// (the page of a replaced verification link offers it too).
export { ResendButton } from './components/resend-button';
