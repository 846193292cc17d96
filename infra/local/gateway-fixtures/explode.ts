/** Test fixture: a function that fails. */
export async function handler(): Promise<never> {
  throw new Error('boom');
}
