// @ts-check
/**
 * Mutation testing of the modules that hold the studio's rules (`npm run test:mutation`;
 * one module: `npm run test:mutation -- --mutate src/shared/text.ts`). Not part of `npm test`:
 * a full run takes long on two cores. The clear-text report prints the score per module.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  mutate: [
    // booking rules and queries
    'src/shared/booking-rules.ts',
    'src/server/features/booking/booking.queries.ts',
    'src/server/features/booking/booking-dates.ts',
    // the dated calendar, make-up credits and package validity
    'src/shared/calendar-rules.ts',
    'src/shared/makeup-rules.ts',
    // how the back office words credits, packages and the credit rules, and checks the days typed
    'src/web/features/students/lib/credit-view.ts',
    'src/web/features/settings/editors/lessons/credit-rule-lines.ts',
    // the lesson ledger and refunds
    'src/shared/student-rules.ts',
    'src/server/features/students/*.queries.ts',
    // teacher pay
    'src/shared/payroll-rules.ts',
    // messages to families: templates, quiet hours, retries; the free places a family may book
    'src/shared/message-template.ts',
    'src/shared/quiet-hours.ts',
    'src/server/features/messages/retry-rules.ts',
    'src/shared/makeup-slots.ts',
    // importing students from a spreadsheet
    'src/shared/student-import-rules.ts',
    // the sanitiser and the shared text rules
    'src/server/rich-text/sanitize-rich-text.ts',
    'src/server/features/news/sanitize-post.ts',
    'src/shared/text.ts',
    // request security, sessions and guards, login limit and rate limits
    'src/server/plugins/request-security.ts',
    'src/server/plugins/auth.ts',
    'src/server/plugins/route-guards.ts',
    'src/server/lib/teacher-scope.ts',
    'src/server/features/auth/login-limit.ts',
    'src/server/features/rate-limit/*.ts',
    'src/server/lib/client-address.ts',
    // upload checks
    'src/server/features/uploads/process-image.ts',
    'src/server/features/uploads/store-image.ts',
    'src/server/features/uploads/image-jobs.ts',
    'src/server/features/uploads/uploads.queries.ts',
    // which characters a page's font subsets hold
    'src/server/features/fonts/font-glyphs.ts',
    // backups: archive names, rotation, manifest and path checks
    'src/shared/backup-rules.ts',
    // the teacher's private calendar feed: its days, events and cancellations
    'src/shared/calendar-feed-rules.ts',
    // closed days: public holidays merged with the studio's closures, and their limits
    'src/shared/closure-rules.ts',
    // the dated week on /lessontime: its Monday, headings, marks and what a tap may do
    'src/web/features/timetable/lib/calendar-week.ts',
    // hours, the days a record or a payment may be written for, the ledger's cover of 미수
    'src/shared/hours-rules.ts',
    'src/shared/record-windows.ts',
    'src/shared/ledger-rules.ts',
    'src/shared/timetable-rules.ts',
    // the studio's details, its name in every section, the terms' variables, masked names
    'src/shared/studio-rules.ts',
    'src/shared/studio-variables.ts',
    'src/shared/legal-variables.ts',
    'src/shared/name-mask.ts',
    // guardians read from a spreadsheet cell; enquiries' moves; months, Seoul time, won and CSV
    'src/shared/guardian-line.ts',
    'src/shared/enquiry-rules.ts',
    'src/shared/month.ts',
    'src/shared/time.ts',
    'src/shared/won.ts',
    'src/shared/csv.ts',
  ],
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 85, low: 70, break: null },
  concurrency: 1,
  timeoutMS: 20_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
