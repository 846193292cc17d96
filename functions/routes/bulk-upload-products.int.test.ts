import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, type TestAccount } from '../test-support/customers';
import { useLocalCloud } from '../test-support/local-cloud';

// Uploads that once cost the shop its process: a multipart body cut short at its closing
// boundary. It is answered 400 with a message, and the shop keeps answering.
const cloud = useLocalCloud();
let admin: TestAccount;

beforeAll(async () => {
  admin = await createTestAdmin();
});

async function post(body: BodyInit, contentType?: string) {
  const response = await fetch(new URL('/api/Bulkproducts/upload', cloud.api), {
    method: 'POST', headers: { authorization: `Bearer ${admin.token}`, ...(contentType ? { 'content-type': contentType } : {}) }, body,
  });
  const text = await response.text();
  return { status: response.status, message: (JSON.parse(text) as { message?: string }).message };
}

describe('a multipart body cut short', () => {
  it('is answered 400 when its closing boundary lacks the line break before it, and the shop keeps answering', async () => {
    const boundary = 'maisoncut';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.xlsx"\r\n`
      + `Content-Type: application/octet-stream\r\n\r\nPK\u0003\u0004 partial--${boundary}--`;
    expect(await post(body, `multipart/form-data; boundary=${boundary}`)).toEqual({ status: 400, message: expect.stringMatching(/could not be read/) });
    // The busboy error once went unheard and ended the process: the shop would answer nothing more.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(new URL('/api/customer/products', cloud.api))).status).toBe(200);
    expect(await post(body, `multipart/form-data; boundary=${boundary}`)).toMatchObject({ status: 400 });
  });
});
