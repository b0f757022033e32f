import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml } from './markup.ts';

describe('escapeXml', () => {
  it('escapes the special characters and keeps tabs and line breaks as references', () => {
    expect(escapeXml(`Schroef "inox" <6 mm> & 'moer'\tA\nB`)).toBe(
      'Schroef &quot;inox&quot; &lt;6 mm&gt; &amp; &apos;moer&apos;&#9;A&#10;B',
    );
  });

  it('drops what XML 1.0 cannot carry: control characters and unpaired surrogates', () => {
    expect(escapeXml('a\u0000b\u001Fc\uD800d😀')).toBe('abcd😀');
  });
});

describe('escapeHtml', () => {
  it('writes the five special characters as numeric references', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
