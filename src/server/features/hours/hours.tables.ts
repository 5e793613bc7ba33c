/** 운영 시간 (docs/decisions/066): spans are minutes after midnight, weekdays ISO 1 (월) … 7 (일). */

/** One row (id 1) once the owner has saved the studio's hours; none: every day open, 9시–22시. */
export interface StudioHoursSettingsTable {
  id: number;
  updated_at: string;
  updated_by: string;
}

export interface StudioHoursTable {
  weekday: number;
  opens: number;
  closes: number;
}

export interface TeacherHoursSettingsTable {
  account_id: string;
  /** 0: the teacher works whenever the studio is open (teacher_hours unused). */
  own_week: number;
  /** 1: a family's 보강 booking or 결석 신청 is also a message to the teacher's phone. */
  family_messages: number;
  updated_at: string;
  updated_by: string;
}

export interface TeacherHoursTable {
  account_id: string;
  weekday: number;
  opens: number;
  closes: number;
}

/** A day off (both null) or that day's own span. */
export interface TeacherHourExceptionsTable {
  account_id: string;
  on_date: string;
  opens: number | null;
  closes: number | null;
}

export interface HoursTables {
  studio_hours_settings: StudioHoursSettingsTable;
  studio_hours: StudioHoursTable;
  teacher_hours_settings: TeacherHoursSettingsTable;
  teacher_hours: TeacherHoursTable;
  teacher_hour_exceptions: TeacherHourExceptionsTable;
}
