import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps simple formatting and safe links', () => {
    expect(
      sanitizeHtml('Order <strong>placed</strong>.<br/>See <a href="/account" class="x">orders</a>'),
    ).toBe(
      'Order <strong>placed</strong>.<br>See <a href="/account" target="_blank" rel="noopener noreferrer">orders</a>',
    );
  });

  it('drops scripts, event handlers and dangerous links', () => {
    expect(sanitizeHtml('<img src=x onerror="alert(1)">a<script>alert(2)</script>b')).toBe('ab');
    expect(sanitizeHtml('<b onclick="alert(1)">x</b>')).toBe('<b>x</b>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java&#x09;script&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JAVASCRIPT:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<style>body{}</style><iframe src="/x"></iframe>ok')).toBe('ok');
  });

  it('escapes text and closes what was left open', () => {
    expect(sanitizeHtml('1 < 2 & "3" > 0 &amp; <em>open')).toBe(
      '1 &lt; 2 &amp; &quot;3&quot; &gt; 0 &amp; <em>open</em>',
    );
    expect(sanitizeHtml('<p><b>x</p>')).toBe('<p><b>x</b></p>');
    expect(sanitizeHtml('a<!-- <script>alert(1)</script> -->b')).toBe('ab');
  });
});
