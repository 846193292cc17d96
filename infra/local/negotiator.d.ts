// negotiator 1.x's own API: `encodings` takes the server's preferred order for ties, which the
// published types (written for 0.6) do not know. Only what the local site uses is declared.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
