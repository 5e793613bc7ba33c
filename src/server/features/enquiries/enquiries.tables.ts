import type { Generated } from 'kysely';
import type { EnquiryStatus } from '#shared/enquiry-rules.ts';

export interface EnquiriesTable {
  id: Generated<number>;
  name: string;
  phone: string;
  instrument: string | null;
  /** A JSON array of PREFERRED_TIMES choices. */
  preferred_times: Generated<string>;
  message: string | null;
  status: Generated<EnquiryStatus>;
  /** When the visitor agreed to the collection of these details (ISO-8601 UTC). */
  consented_at: string;
  created_at: string;
  updated_at: string;
  /** Once registered: the student's name and teacher, as plain values (the student is the students feature's). */
  student_name: string | null;
  student_teacher_id: string | null;
  student_teacher_name: string | null;
}

export interface EnquiriesTables {
  enquiries: EnquiriesTable;
}
