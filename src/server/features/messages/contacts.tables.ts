import type { Generated } from 'kysely';
import type { ConsentMethod, ContactRelation } from '#shared/schemas/contacts.ts';

/** A person to reach about a student (본인 or a guardian), in one of the student's 3 slots. */
export interface StudentContactsTable {
  id: Generated<number>;
  student_id: number;
  slot: number;
  name: string;
  relation: ContactRelation;
  /** Normalised like the students' phone: 010-1234-5678. */
  phone: string;
  email: string | null;
  /** Consent to informational messages: the Seoul date and how it was given, or both null. */
  info_consent_on: string | null;
  info_consent_method: ConsentMethod | null;
  /** Consent to advertising, kept apart (정보통신망법 §50): off unless recorded. */
  ad_consent_on: string | null;
  ad_consent_method: ConsentMethod | null;
  created_at: string;
  updated_at: string;
}

export interface ContactsTables {
  student_contacts: StudentContactsTable;
}
