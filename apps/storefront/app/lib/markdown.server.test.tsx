import { describe, expect, it } from 'vitest';
import { markdownHtml } from './markdown.server';

describe('a content text made into HTML on the server', () => {
  it('keeps the shop’s look for headings, paragraphs, lists and links', () => {
    const html = markdownHtml(
      '# Onderhoud\n\nWij **onderhouden** uw machines.\n\n- olie\n- filters\n\n[Contact](/contact)',
    );
    expect(html).toContain('<h2 class="mt-8 mb-3 font-bold text-2xl text-gray-900">Onderhoud</h2>');
    expect(html).toContain(
      '<p class="my-3 leading-relaxed">Wij <strong>onderhouden</strong> uw machines.</p>',
    );
    expect(html).toContain('<ul class="my-3 list-disc space-y-1 pl-6">');
    expect(html).toContain(
      '<a href="/contact" class="text-brand-700 underline hover:text-brand-900">Contact</a>',
    );
  });

  it('drops raw HTML and empties links that would run script', () => {
    const html = markdownHtml(
      '<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[klik](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain('<a href="" class="text-brand-700 underline hover:text-brand-900">klik</a>');
  });
});
