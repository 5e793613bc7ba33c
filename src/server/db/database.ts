/**
 * The database schema as Kysely sees it. Each feature declares its own tables beside its
 * queries; this interface only joins them.
 */
import type { Kysely } from 'kysely';
import type { AuditTables } from '../features/audit/audit.tables.ts';
import type { AuthTables } from '../features/auth/auth.tables.ts';
import type { BackupTables } from '../features/backup/backup.tables.ts';
import type { BookingTables } from '../features/booking/booking.tables.ts';
import type { CashReceiptsTables } from '../features/cash-receipts/cash-receipts.tables.ts';
import type { ClosuresTables } from '../features/closures/closures.tables.ts';
import type { EnquiriesTables } from '../features/enquiries/enquiries.tables.ts';
import type { FamilyTables } from '../features/family/family.tables.ts';
import type { HoursTables } from '../features/hours/hours.tables.ts';
import type { InvoicesTables } from '../features/invoices/invoices.tables.ts';
import type { TossTables } from '../features/invoices/toss.tables.ts';
import type { LessonNotesTables } from '../features/lesson-notes/lesson-notes.tables.ts';
import type { ContactsTables } from '../features/messages/contacts.tables.ts';
import type { MessagesTables } from '../features/messages/messages.tables.ts';
import type { NewsTables } from '../features/news/news.tables.ts';
import type { PayrollTables } from '../features/payroll/payroll.tables.ts';
import type { PracticeTables } from '../features/practice/practice.tables.ts';
import type { ProductsTables } from '../features/products/products.tables.ts';
import type { RateLimitTables } from '../features/rate-limit/rate-limit.tables.ts';
import type { SetupTables } from '../features/setup/setup.tables.ts';
import type { SiteTables } from '../features/site/site.tables.ts';
import type { PaymentCancelsTables } from '../features/students/payment-cancels.tables.ts';
import type { StudentsTables } from '../features/students/students.tables.ts';
import type { TimetableTables } from '../features/timetable/timetable.tables.ts';
import type { UploadsTables } from '../features/uploads/uploads.tables.ts';

export interface Database
  extends AuditTables,
    AuthTables,
    BackupTables,
    BookingTables,
    ClosuresTables,
    ContactsTables,
    EnquiriesTables,
    FamilyTables,
    HoursTables,
    InvoicesTables,
    CashReceiptsTables,
    LessonNotesTables,
    MessagesTables,
    NewsTables,
    PaymentCancelsTables,
    PayrollTables,
    PracticeTables,
    ProductsTables,
    RateLimitTables,
    SetupTables,
    SiteTables,
    StudentsTables,
    TimetableTables,
    TossTables,
    UploadsTables {}

export type Db = Kysely<Database>;
