/**
 * Every error code the server can answer with, and its Korean text.
 * Each feature keeps its own table; this file only joins them.
 */
import { authMessages } from './auth.ts';
import { backupMessages } from './backup.ts';
import { bookingMessages } from './booking.ts';
import { calendarMessages } from './calendar.ts';
import { cashReceiptsMessages } from './cash-receipts.ts';
import { closuresMessages } from './closures.ts';
import { commonMessages } from './common.ts';
import { contactsMessages } from './contacts.ts';
import { enquiriesMessages } from './enquiries.ts';
import { familyMessages } from './family.ts';
import { hoursMessages } from './hours.ts';
import { invoicesMessages } from './invoices.ts';
import { lessonFilesMessages } from './lesson-files.ts';
import { lessonNotesMessages } from './lesson-notes.ts';
import { messagesMessages } from './messages.ts';
import { newsMessages } from './news.ts';
import { payrollMessages } from './payroll.ts';
import { practiceMessages } from './practice.ts';
import { productsMessages } from './products.ts';
import { sendersMessages } from './senders.ts';
import { setupMessages } from './setup.ts';
import { siteMessages } from './site.ts';
import { siteBoardMessages } from './site-board.ts';
import { siteLessonsMessages } from './site-lessons.ts';
import { sitePagesMessages } from './site-pages.ts';
import { sitePhotosMessages } from './site-photos.ts';
import { sitePoliciesMessages } from './site-policies.ts';
import { statsMessages } from './stats.ts';
import { studentImportMessages } from './student-import.ts';
import { studentsMessages } from './students.ts';
import { systemMessages } from './system.ts';
import { timetableMessages } from './timetable.ts';
import { tossMessages } from './toss.ts';

export const messages = {
  ...commonMessages,
  ...authMessages,
  ...bookingMessages,
  ...newsMessages,
  ...productsMessages,
  ...enquiriesMessages,
  ...familyMessages,
  ...lessonNotesMessages,
  ...lessonFilesMessages,
  ...practiceMessages,
  ...closuresMessages,
  ...hoursMessages,
  ...invoicesMessages,
  ...cashReceiptsMessages,
  ...tossMessages,
  ...studentsMessages,
  ...contactsMessages,
  ...messagesMessages,
  ...sendersMessages,
  ...studentImportMessages,
  ...timetableMessages,
  ...calendarMessages,
  ...backupMessages,
  ...systemMessages,
  ...statsMessages,
  ...payrollMessages,
  ...setupMessages,
  ...siteMessages,
  ...sitePagesMessages,
  ...siteBoardMessages,
  ...siteLessonsMessages,
  ...sitePhotosMessages,
  ...sitePoliciesMessages,
} as const;

export type ErrorCode = keyof typeof messages;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

export function messageFor(code: ErrorCode): string {
  return messages[code];
}
