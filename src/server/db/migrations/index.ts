/**
 * The one migration set, applied in name order at start-up on SQLite and PostgreSQL alike.
 * Listed statically (not read from a folder) so the bundled server carries them.
 * Never edit a migration that has shipped; add the next one.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './001-accounts.ts';
import * as booking from './002-booking.ts';
import * as news from './003-news.ts';
import * as audit from './004-audit.ts';
import * as students from './005-students.ts';
import * as timetable from './006-timetable.ts';
import * as products from './007-products.ts';
import * as rateLimits from './008-rate-limits.ts';
import * as uploads from './009-uploads.ts';
import * as siteContent from './010-site-content.ts';
import * as boardSettings from './011-board-settings.ts';
import * as ledger from './012-ledger.ts';
import * as owedAndVoid from './013-owed-and-void.ts';
import * as bookingPins from './014-booking-pins.ts';
import * as passwordResets from './015-password-resets.ts';
import * as enquiries from './016-enquiries.ts';
import * as studentProfile from './017-student-profile.ts';
import * as closures from './018-closures.ts';
import * as calendar from './019-calendar.ts';
import * as payroll from './020-payroll.ts';
import * as contactsAndOutbox from './021-contacts-and-outbox.ts';
import * as family from './022-family.ts';
import * as messageSettings from './023-message-settings.ts';
import * as indexes from './024-indexes.ts';
import * as payrollHalves from './025-payroll-halves.ts';
import * as paymentVersions from './026-payment-versions.ts';
import * as noListVersions from './027-no-list-versions.ts';
import * as bookingPinKey from './028-booking-pin-key.ts';
import * as hours from './029-hours.ts';
import * as holidayOpenings from './030-holiday-openings.ts';
import * as studioVariables from './031-studio-variables.ts';
import * as lessonNotes from './033-lesson-notes.ts';
import * as repertoire from './034-repertoire.ts';
import * as setupCodes from './035-setup-codes.ts';
import * as backupTarget from './038-backup-target.ts';
import * as backupDrills from './039-backup-drills.ts';
import * as messageSenders from './040-message-senders.ts';
import * as lessonFiles from './041-lesson-files.ts';
import * as practice from './042-practice.ts';
import * as invoices from './044-invoices.ts';
import * as tossOrders from './045-toss-orders.ts';
import * as cashReceipts from './047-cash-receipts.ts';
import * as paymentCancels from './048-payment-cancels.ts';

const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-booking': booking,
  '003-news': news,
  '004-audit': audit,
  '005-students': students,
  '006-timetable': timetable,
  '007-products': products,
  '008-rate-limits': rateLimits,
  '009-uploads': uploads,
  '010-site-content': siteContent,
  '011-board-settings': boardSettings,
  '012-ledger': ledger,
  '013-owed-and-void': owedAndVoid,
  '014-booking-pins': bookingPins,
  '015-password-resets': passwordResets,
  '016-enquiries': enquiries,
  '017-student-profile': studentProfile,
  '018-closures': closures,
  '019-calendar': calendar,
  '020-payroll': payroll,
  '021-contacts-and-outbox': contactsAndOutbox,
  '022-family': family,
  '023-message-settings': messageSettings,
  '024-indexes': indexes,
  '025-payroll-halves': payrollHalves,
  '026-payment-versions': paymentVersions,
  '027-no-list-versions': noListVersions,
  '028-booking-pin-key': bookingPinKey,
  '029-hours': hours,
  '030-holiday-openings': holidayOpenings,
  '031-studio-variables': studioVariables,
  '033-lesson-notes': lessonNotes,
  '034-repertoire': repertoire,
  '035-setup-codes': setupCodes,
  '038-backup-target': backupTarget,
  '039-backup-drills': backupDrills,
  '040-message-senders': messageSenders,
  '041-lesson-files': lessonFiles,
  '042-practice': practice,
  '044-invoices': invoices,
  '045-toss-orders': tossOrders,
  '047-cash-receipts': cashReceipts,
  '048-payment-cancels': paymentCancels,
};

/**
 * Migrations that run their own transaction (they switch SQLite's foreign keys off, possible only
 * outside one), so the migrator does not put them in one of its own (../migrate.ts).
 */
export const OWN_TRANSACTION: ReadonlySet<string> = new Set(['013-owed-and-void']);

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
