/** The message of a failure: the server's message when it has a non-blank one, else the fallback. */
export function serverMessageOr(serverMessage: unknown, fallback: string): string {
  return typeof serverMessage === 'string' && serverMessage.trim() !== '' ? serverMessage : fallback;
}
