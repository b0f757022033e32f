/**
 * What the SVG sanitiser uses of jsdom: a window for DOMPurify and its XML serialiser. jsdom's own
 * declarations (`@types/jsdom`) bring the browser's lib into the server's types, which clash with
 * Node's streams.
 */
declare module 'jsdom' {
  import type { WindowLike } from 'dompurify';
  export class JSDOM {
    constructor(html?: string);
    readonly window: WindowLike & {
      XMLSerializer: new () => { serializeToString(node: Node): string };
    };
  }
}
