/**
 * Playwright's `test` and `expect` for every spec of the shop, with a check that runs in each test by
 * itself: the test fails when any page of it broke the Content-Security-Policy (Chromium reports each
 * blocked script, style, image, frame or connection on the console). Contexts a test opens itself
 * (`browser.newContext()`) are watched as well.
 */
import { type BrowserContext, test as base, type ConsoleMessage, type Locator } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ contentSecurityPolicyWatch: undefined }>({
  contentSecurityPolicyWatch: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const collect = (message: ConsoleMessage) => {
        if (/Content Security Policy/i.test(message.text())) {
          violations.push(`${message.location().url || message.page()?.url()}: ${message.text()}`);
        }
      };
      const watch = (watched: BrowserContext) => watched.on('console', collect);
      watch(context);
      browser.on('context', watch);
      await use(undefined);
      browser.off('context', watch);
      base.expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until React has hydrated an element, so that its key and pointer handlers answer: on a busy
 * machine a key pressed before that takes the browser's default (Enter on a link follows it).
 */
export async function hydrated(element: Locator) {
  await base.expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}
