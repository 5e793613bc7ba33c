/**
 * The set-up the site's API files share: one app at the site's first start (2026-11-21 10:00 in
 * Seoul), with the owner and a teacher signed in, for the tests of a file or a describe.
 */
import { staffForTests } from './staff-for-tests.ts';

export const SITE_FIRST_START = '2026-11-21T10:00:00+09:00';

export const siteAppForTests = () => staffForTests({ now: SITE_FIRST_START });
