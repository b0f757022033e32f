/// <reference path="./jsdom.d.ts" />
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Cleans an uploaded SVG drawing with DOMPurify (on jsdom's DOM): scripts, event handlers,
 * `foreignObject` and everything outside SVG go; links and `url(...)` that point anywhere but into
 * the drawing itself (`#id`) go too, so that the drawing loads nothing from elsewhere. Answers the
 * drawing as XML, or null when the text holds no SVG drawing.
 */

const { window } = new JSDOM('');
const purify = createDOMPurify(window);

const linkAttributes = new Set(['href', 'xlink:href', 'src']);
/** `url(...)` to anything but a fragment of the drawing: a request elsewhere. */
const outsideUrl = /url\(\s*['"]?\s*(?!#)/i;

purify.addHook('afterSanitizeAttributes', (node) => {
  for (const attribute of [...node.attributes]) {
    const name = attribute.name.toLowerCase();
    const value = attribute.value.trim();
    if ((linkAttributes.has(name) && !value.startsWith('#')) || outsideUrl.test(value))
      node.removeAttribute(attribute.name);
  }
});
purify.addHook('uponSanitizeElement', (node) => {
  // A style sheet may import or load from anywhere; inline drawings carry their style in attributes.
  if (node.nodeName.toLowerCase() === 'style') node.parentNode?.removeChild(node);
});

/** Whether the text starts as an SVG drawing does: an XML declaration, comments, a plain doctype, `<svg`. */
const svgStart =
  /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>[]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

export function looksLikeSvg(bytes: Buffer): boolean {
  return svgStart.test(
    bytes
      .subarray(0, 4096)
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
  );
}

export function sanitiseSvg(bytes: Buffer): string | null {
  if (!looksLikeSvg(bytes)) return null;
  const fragment = purify.sanitize(bytes.toString('utf8').replace(/^\uFEFF/, ''), {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'style', 'script'],
    RETURN_DOM_FRAGMENT: true,
  });
  const drawings = [...fragment.children].filter((element) => element.nodeName.toLowerCase() === 'svg');
  if (drawings.length !== 1) return null;
  return new window.XMLSerializer().serializeToString(drawings[0]!);
}
