/**
 * The `test` every journey uses: a page that fails its test on any console error, uncaught
 * exception or breach of the page's content security policy, and an axe check against WCAG 2.1 AA.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, type ConsoleMessage, expect, type Page } from '@playwright/test';

/**
 * Chromium logs every 4xx answer as a console error. An API's 4xx is one of its normal answers
 * (409 for a taken slot, 401 from a guarded API) that the page shows in Korean; a missing asset
 * or a 5xx still fails the test. A signed-out visitor's session check is a 204, no error at all.
 */
function isApiRefusal(message: ConsoleMessage): boolean {
  return (
    message.text().startsWith('Failed to load resource: the server responded with a status of 4') &&
    new URL(message.location().url || 'about:blank').pathname.startsWith('/api/')
  );
}

/** The page's own 404 (an unknown address): the page shows it in Korean. */
function isPageNotFound(message: ConsoleMessage, page: Page): boolean {
  return message.text().includes('status of 404') && message.location().url === page.url();
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' || isApiRefusal(message) || isPageNotFound(message, page)) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Some breaches are reported without a console line (a caught `new Function`, say): listen
      // for the event itself.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`content security policy: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary, 'accessibility violations').toEqual([]);
}

export const widths = [375, 768, 1280] as const;
