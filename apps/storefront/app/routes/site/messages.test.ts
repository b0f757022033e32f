import { describe, expect, it } from 'vitest';
import { catalogueScriptPath } from '../../lib/i18n';
import '../../lib/i18n.server';
import { loader } from './messages';

const asked = (file: string) => loader({ params: { file } } as never);

describe('the message script of a language', () => {
  it('is named by its content and kept for good under that name, holding that language only', async () => {
    const path = catalogueScriptPath('fr-FR');
    expect(path).toMatch(/^\/messages\/fr-FR\.[a-z0-9]+\.js$/);
    expect(catalogueScriptPath('nl-NL')).not.toBe(path.replace('fr-FR', 'nl-NL'));
    const answer = asked(path.slice('/messages/'.length));
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const script = await answer.text();
    expect(script).toMatch(/^window\.__TRADESHOP_MESSAGES__=\{"code":"fr-FR","messages":\{/);
    expect(script).not.toContain('"code":"nl-NL"');
  });

  it('answers an older name with today’s messages, asked again each time, and an unknown language with 404', async () => {
    const older = asked('nl-NL.0ld.js');
    expect([older.status, older.headers.get('cache-control')]).toEqual([200, 'public, no-cache']);
    expect((await older.text()).startsWith('window.__TRADESHOP_MESSAGES__={"code":"nl-NL"')).toBe(true);
    expect(asked('xx-XX.abc.js').status).toBe(404);
    expect(asked('nl-NL.js').status).toBe(404);
  });
});
