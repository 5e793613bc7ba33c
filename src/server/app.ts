/**
 * The application factory: external plugins, then ours, then one line per feature.
 * It never listens; main.ts does, and tests call `app.inject` on what this returns.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DbHandle } from './db/connection.ts';
import { auditRoutes } from './features/audit/index.ts';
import { authRoutes } from './features/auth/index.ts';
import { backupRoutes } from './features/backup/index.ts';
import { bookingRoutes } from './features/booking/index.ts';
import { cashReceiptsPlugin, receiptOnPayment } from './features/cash-receipts/index.ts';
import { closuresRoutes } from './features/closures/index.ts';
import { enquiriesRoutes } from './features/enquiries/index.ts';
import { familyRoutes } from './features/family/index.ts';
import { fontsRoutes } from './features/fonts/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { hoursRoutes } from './features/hours/index.ts';
import { invoicesRoutes, liveTossKeys, tossChecksPlugin, tossConnection } from './features/invoices/index.ts';
import { lessonFileStoreOf, lessonNotesRoutes } from './features/lesson-notes/index.ts';
import { messagesPlugin, studentNotices } from './features/messages/index.ts';
import { newsRoutes } from './features/news/index.ts';
import { officeRoutes } from './features/office/index.ts';
import { payrollRoutes } from './features/payroll/index.ts';
import { practiceRoutes, weekPracticeMinutes } from './features/practice/index.ts';
import { productsRoutes } from './features/products/index.ts';
import { rateLimitPlugin } from './features/rate-limit/index.ts';
import { seoRoutes } from './features/seo/index.ts';
import { setupGatePlugin, setupPlugin } from './features/setup/index.ts';
import { siteRoutes } from './features/site/index.ts';
import { statsRoutes } from './features/stats/index.ts';
import { studentImportRoutes } from './features/student-import/index.ts';
import { type StudentNotices, studentsRoutes } from './features/students/index.ts';
import { systemRoutes } from './features/system/index.ts';
import { placeLesson, recordedLessonStart, timetableRoutes } from './features/timetable/index.ts';
import { uploadsRoutes } from './features/uploads/index.ts';
import { loadSecretKey, secretBox } from './lib/secret-box.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { type Clock, databasePlugin, systemClock } from './plugins/database.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { RequestLog } from './plugins/request-log.ts';
import { requestSecurityPlugin } from './plugins/request-security.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { spaPlugin } from './plugins/spa.ts';

export interface AppOptions {
  config: Config;
  database: DbHandle;
  clock?: Clock;
  /** The built web app (dist/web); when absent only the API is served. */
  webDir?: string;
  /** Pino logger options (a level, and a stream for benchmarks); false in tests. */
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
  /** Work the message outbox on a schedule (main.ts; tests start it only when they mean to). */
  messageScheduler?: boolean;
  /**
   * A site without an owner prints a setup code at start and leads every page to /setup
   * (features/setup). On unless a test says otherwise: most tests make their accounts directly.
   */
  firstRun?: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // News content may reach 500 KB of HTML; leave room for the JSON around it.
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // One line per notable request instead of two per request (plugins/request-log.ts).
    logController: new RequestLog(),
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser(['text/plain']);

  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Leaflet and the editor position elements with inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Map tiles and https images embedded in news posts.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        // Lesson recordings: the guarded address, and a new recording heard before it is saved.
        'media-src': ["'self'", 'blob:'],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'upgrade-insecure-requests': config.cookieSecure ? [] : null,
      },
    },
    // The map loads tiles from another origin; they carry no credentials.
    crossOriginEmbedderPolicy: false,
    // Only a site served over HTTPS may promise browsers to stay on HTTPS.
    strictTransportSecurity: config.cookieSecure,
  });
  await app.register(fastifyCookie);
  // Before any route, so that its hook sees every answer, errors and 404s included.
  await app.register(compressionPlugin);
  await app.register(apiDocsPlugin);

  await app.register(errorsPlugin);
  await app.register(databasePlugin, { handle: options.database, clock: options.clock ?? systemClock });
  // The key that seals the settings' secrets (senders, backups, Toss), read once for every feature.
  app.decorate(
    'settingsBox',
    secretBox(await loadSecretKey({ appSecret: config.appSecret, dataDir: config.dataDir })),
  );
  await app.register(rateLimitPlugin);
  await app.register(requestSecurityPlugin, { config });
  await app.register(authPlugin, { config });
  const firstRun = options.firstRun ?? true;
  // Before the pages, so that its hook sees every page request, the not-found handler's too.
  if (firstRun) await app.register(setupGatePlugin);
  await app.register(spaPlugin, { config, webDir: options.webDir });

  await app.register(healthRoutes);
  await app.register(authRoutes, { config });
  await app.register(auditRoutes);
  await app.register(bookingRoutes, {
    publicUrl: config.publicUrl,
    appSecret: config.appSecret,
    dataDir: config.dataDir,
  });
  await app.register(newsRoutes);
  await app.register(productsRoutes);
  await app.register(enquiriesRoutes);
  await app.register(closuresRoutes);
  await app.register(hoursRoutes);
  // A payment's notices: its receipt message, and the 현금영수증 it may need, in its transaction.
  const paymentNotices: StudentNotices = {
    ...studentNotices,
    payment: async (trx, about) => {
      await studentNotices.payment(trx, about);
      await receiptOnPayment(trx, about);
    },
  };
  // Money that came through Toss goes back through it: the students' refunds and voids use it.
  const toss = tossConnection(app, config);
  // The students feature imports neither the calendar, the messages nor Toss: it is handed them.
  await app.register(studentsRoutes, {
    calendar: { placeLesson, recordedLessonStart },
    notices: paymentNotices,
    provider: toss.provider,
  });
  await app.register(studentImportRoutes);
  await app.register(timetableRoutes, { site: config });
  await app.register(statsRoutes);
  await app.register(payrollRoutes);
  await app.register(uploadsRoutes, { storage: config.uploadStorage, uploadsDir: config.uploadsDir });
  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  await app.register(fontsRoutes);
  await app.register(siteRoutes);
  await app.register(backupRoutes, { config });
  await app.register(familyRoutes, { config });
  await app.register(officeRoutes);
  await app.register(lessonNotesRoutes, { files: lessonFileStoreOf(config) });
  await app.register(practiceRoutes);
  await app.register(invoicesRoutes, { config, notices: paymentNotices, toss });
  await app.register(tossChecksPlugin, {
    toss,
    notices: paymentNotices,
    scheduler: options.messageScheduler ?? false,
  });
  await app.register(cashReceiptsPlugin, {
    tossApiBase: config.toss.apiBase,
    scheduler: options.messageScheduler ?? false,
    keys: (db) => liveTossKeys(db, app.settingsBox),
  });
  // The reminder may tell the week's practice: the messages sit below the practice log.
  await app.register(messagesPlugin, {
    config,
    scheduler: options.messageScheduler ?? false,
    weekPractice: weekPracticeMinutes,
  });
  await app.register(systemRoutes, {
    config,
    lastBackupAt: async () => (await app.backups.status(app.clock.now())).lastBackupAt,
    backupNow: async () =>
      app.backups.supported ? (await app.backups.runKept(app.clock.now(), 'manual')).name : null,
  });
  await app.register(setupPlugin, {
    config,
    firstRun,
    checklist: {
      sendersSet: async () => (await app.outbox.senders.current()).configured,
      offsiteBackups: async () => (await app.backups.status(app.clock.now())).offsite.configured,
    },
  });

  return app;
}
