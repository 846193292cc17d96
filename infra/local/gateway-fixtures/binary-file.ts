/** Test fixture: a binary download, base64-encoded as Lambda must return it. */
export async function handler() {
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/octet-stream' },
    body: Buffer.from([0, 1, 2, 254, 255]).toString('base64'),
    isBase64Encoded: true,
  };
}
