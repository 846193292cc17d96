/** A start-up failure whose message is the one line to show the user (no stack trace). */
export class LocalCloudError extends Error {
  override name = 'LocalCloudError';
}
