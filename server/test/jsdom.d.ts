/** The part of jsdom (no types of its own here) server/test/content-fuzz.test.ts uses: parse a page, read its DOM. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
