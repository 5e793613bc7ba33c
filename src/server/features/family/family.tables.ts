import type { Generated } from 'kysely';

export interface FamilySessionsTable {
  id: Generated<number>;
  /** SHA-256 of the cookie's token. */
  token_hash: string;
  /** A session opened with a phone code sees every current student with a contact of this phone. */
  phone: string | null;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

export interface FamilySessionStudentsTable {
  session_id: number;
  student_id: number;
}

export interface FamilyLinksTable {
  token_hash: string;
  student_id: number;
  contact_id: number | null;
  issued_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export type FamilyAbsenceState = 'recorded' | 'requested' | 'accepted' | 'dismissed';

export interface FamilyAbsencesTable {
  id: Generated<number>;
  student_id: number;
  lesson_day: string;
  occurrence: string;
  /** When the lesson begins (UTC ISO): the notice rule is measured to it. */
  lesson_start: string;
  reason: string | null;
  state: FamilyAbsenceState;
  session_id: number | null;
  requested_at: string;
  decided_at: string | null;
  decided_by: string | null;
}

export interface FamilyCodesTable {
  /** Normalised mobile number (010-1234-5678). */
  phone: string;
  /** SHA-256 of the phone and the code. */
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
}

/** A family's 보강 or 결석 신청, shown to the teacher until marked seen (decision 066). */
export interface FamilyStaffNoticesTable {
  id: Generated<number>;
  teacher_id: string;
  student_id: number;
  kind: 'makeup' | 'absence';
  lesson_day: string;
  text: string;
  created_at: string;
  seen_at: string | null;
  seen_by: string | null;
}

export interface FamilyTables {
  family_codes: FamilyCodesTable;
  family_sessions: FamilySessionsTable;
  family_session_students: FamilySessionStudentsTable;
  family_links: FamilyLinksTable;
  family_absences: FamilyAbsencesTable;
  family_staff_notices: FamilyStaffNoticesTable;
}
