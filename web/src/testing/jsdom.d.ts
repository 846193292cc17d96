// jsdom ships JavaScript only (vitest's jsdom environment brings it). Declared here is just what
// the tests call: a document parsed from HTML, in Node, where the product pages are rendered.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window;
  }
}
