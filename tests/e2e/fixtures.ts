/**
 * The `test` every journey uses: a page that fails its test on any console error, uncaught
 * exception or breach of the page's content security policy, and an axe check against WCAG 2.1 AA;
 * and, for the journeys that need one, an approved teacher, signed in.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';

export interface Account {
  id: string;
  pw: string;
}

export interface Teacher extends Account {
  name: string;
}

/** The owner every journey's server starts with (scripts/e2e-server.mjs). */
export const OWNER: Account = { id: 'owner', pw: 'e2e-owner-password-7' };

/** Signs an API context in through the API: a page's own `page.request`, or a context of its own. */
export async function signIn(context: APIRequestContext, account: Account): Promise<void> {
  expect((await context.post('/api/user/login', { data: account })).status()).toBe(200);
}

/** An address in the documentation range 198.18.0.0/15, different for each call. */
function ownAddress(): string {
  const n = Math.floor(Math.random() * 2 ** 17);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** Teachers sign up on the site at `baseURL`, and the owner approves them: all through the API. */
export async function approveTeachers(baseURL: string | undefined, teachers: Teacher[]): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  for (const { name, id, pw } of teachers) {
    const data = { name, phone: '010-3456-7890', id, pw, pwCon: pw, consent: true };
    // Each teacher signs up from a phone of their own: the journeys' many sign-ups would
    // otherwise share one address's hourly sign-up limit (scripts/e2e-server.mjs trusts the header).
    const headers = { 'x-forwarded-for': ownAddress() };
    expect((await api.post('/api/user/join', { data, headers })).status()).toBe(200);
  }
  await signIn(api, OWNER);
  for (const { id } of teachers) {
    expect((await api.post(`/api/accounts/${id}/approve`)).status()).toBe(200);
  }
  await api.dispose();
}

/**
 * One teacher per spec file, per site and per worker, made when a test (or a `beforeAll`) first
 * asks: a spec's journeys share their teacher, and never see another spec's students or sales.
 */
const teachers = new Map<string, Promise<Teacher>>();

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

interface Fixtures {
  consoleErrors: string[];
  /** The name the spec's teacher signs up with (`test.use({ teacherName })` where it shows). */
  teacherName: string;
  /** A teacher approved by the owner, not signed in: see `teachers` above. */
  teacher: Teacher;
  /** The test's `page`, signed in as `teacher`: `async ({ teacherPage: page }) => …`. */
  teacherPage: Page;
}

/** Returns at once for a page not drawn for the signed-in; else once it has hydrated. */
async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') ||
      !document.getElementById('server-state')?.textContent?.includes('"signedIn":true'),
  );
}

export const test = base.extend<Fixtures>({
  // A screenshot written to a file (into /tmp or the test's output folder) is for a person to
  // look at; CI has no one to look, and a full page costs a few seconds on two cores. One taken
  // for its pixels (no path, booking.spec.ts reads a QR code) is still taken.
  page: async ({ page }, use) => {
    // A page drawn on the server for the person signed in (decision 058) shows its buttons
    // before its script can answer them: a journey's first press waits until it has hydrated,
    // as a person's first tap waits for the page to be ready. (`waitUntil: 'commit'` is how a
    // journey says it looks at the page before its script, and waits for nothing.)
    for (const method of ['goto', 'reload'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        const response = await navigate(...args);
        const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
          | { waitUntil?: string }
          | undefined;
        if (options?.waitUntil !== 'commit') await untilHydrated(page);
        return response;
      };
    }
    if (process.env.CI) {
      const take = page.screenshot.bind(page);
      page.screenshot = (options) => (options?.path ? Promise.resolve(Buffer.alloc(0)) : take(options));
    }
    await use(page);
  },
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
  teacherName: ['김선생', { option: true }],
  teacher: async ({ baseURL, teacherName }, use, testInfo) => {
    const key = `${testInfo.file} ${baseURL}`;
    let made = teachers.get(key);
    if (!made) {
      const account = {
        id: `teacher_${Math.random().toString(36).slice(2, 8)}`,
        pw: 'approved-pass-4',
        name: teacherName,
      };
      made = approveTeachers(baseURL, [account]).then(() => account);
      teachers.set(key, made);
    }
    await use(await made);
  },
  teacherPage: async ({ page, teacher }, use) => {
    await signIn(page.request, teacher);
    await use(page);
  },
});

export { expect };

/** A slow network: pages arrive, their scripts wait until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A toast still rising (it starts transparent) would be measured at half its contrast: let
  // the page's finite animations end first, as a reader sees it.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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

/**
 * A journey walks once, at a phone's width; at its end one more axe look at another width
 * checks the layout there without walking the path again (decision 064).
 */
export async function expectNoAxeViolationsAt(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await expectNoAxeViolations(page);
}
