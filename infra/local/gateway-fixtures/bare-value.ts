/** Test fixture: a bare value, which API Gateway answers as a 200 JSON body. */
export async function handler() {
  return { hello: 'world' };
}
