import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown, { type Components } from 'react-markdown';

/** How a content text's Markdown looks. */
const components: Components = {
  h1: ({ children }) => <h2 className="mt-8 mb-3 font-bold text-2xl text-gray-900">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-8 mb-3 font-bold text-2xl text-gray-900">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-6 mb-2 font-semibold text-gray-900 text-xl">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-4 mb-2 font-semibold text-gray-900">{children}</h4>,
  p: ({ children }) => <p className="my-3 leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="my-3 list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="my-3 list-decimal space-y-1 pl-6">{children}</ol>,
  a: ({ href, children }) => (
    <a href={href} className="text-brand-700 underline hover:text-brand-900">
      {children}
    </a>
  ),
  blockquote: ({ children }) => (
    <blockquote className="my-4 border-brand-200 border-l-4 pl-4 text-gray-700 italic">{children}</blockquote>
  ),
  img: ({ src, alt }) => (typeof src === 'string' ? <img src={src} alt={alt ?? ''} loading="lazy" /> : null),
};

/**
 * A content text's Markdown as HTML, made on the server: the Markdown parser (a sixth of a page's
 * JavaScript) never goes to the browser. Raw HTML in the text is dropped and links other than http(s),
 * mailto, tel and relative ones are emptied (react-markdown's defaults), so the HTML is safe to insert.
 */
export function markdownHtml(markdown: string): string {
  return renderToStaticMarkup(
    <ReactMarkdown components={components} skipHtml>
      {markdown}
    </ReactMarkdown>,
  );
}
