/** Test fixture: an answer over Lambda's 6 MB response limit. */
export async function handler() {
  return { statusCode: 200, headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(6 * 1024 * 1024 + 1) };
}
