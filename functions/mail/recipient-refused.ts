/**
 * The mail service refuses this recipient for good: an address SES will not send to (not
 * verified while the account is in the sandbox) or one that is not an address at all. Sending
 * again cannot help, so the mail is dropped; every other failure is worth a retry.
 */
export class RecipientRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'RecipientRefused';
  }
}
