/** A content text, as the server made it from its Markdown (lib/markdown.server.tsx). */
export function Markdown({ html }: { html: string }) {
  return (
    <div
      className="max-w-prose text-gray-800"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: made by markdownHtml, which drops raw HTML and unsafe links.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
