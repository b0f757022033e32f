import { describe, expect, it } from 'vitest';
import { renderMarkup, tagOf, textOf } from '../../test/markup';
import { Notification } from './Notification';

const close = () => {};

describe('Notification', () => {
  it('announces an error at once, as an alert', () => {
    const html = renderMarkup(
      <Notification type="error" title="Not added" text="Out of stock." onClose={close} />,
    );
    expect(tagOf(html, 'div').attributes).toMatchObject({
      role: 'alert',
      'data-testid': 'notification-error',
    });
    expect(textOf(html)).toBe('Not added Out of stock. ×');
  });

  it('announces a success or a warning politely, as a status', () => {
    for (const type of ['success', 'warn'] as const) {
      const html = renderMarkup(<Notification type={type} title="Added" onClose={close} />);
      expect(tagOf(html, 'div').attributes.role).toBe('status');
    }
  });

  it('floats over the page unless a notifications area places it', () => {
    const floating = renderMarkup(<Notification type="success" title="Added" onClose={close} />);
    expect(tagOf(floating, 'div').attributes.class).toContain('fixed');
    const placed = renderMarkup(
      <Notification type="success" title="Added" onClose={close} floating={false} />,
    );
    expect(tagOf(placed, 'div').attributes.class).not.toContain('fixed');
  });

  it('keeps simple formatting of an html text and drops scripts', () => {
    const html = renderMarkup(
      <Notification
        type="warn"
        title="Note"
        html={'<strong>Closed</strong> on Monday<script>alert(1)</script>'}
        onClose={close}
      />,
    );
    expect(html).toContain('<strong>Closed</strong> on Monday');
    expect(html).not.toContain('script');
  });

  it('has a close button named in the page language', () => {
    const html = renderMarkup(<Notification type="success" title="Added" onClose={close} />);
    expect(tagOf(html, 'button').attributes).toMatchObject({ type: 'button', 'aria-label': 'Close message' });
  });
});
