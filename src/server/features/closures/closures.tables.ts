import type { Generated } from 'kysely';

/** A closure the owner entered: a day (`starts_on` = `ends_on`) or a range, both days included. */
export interface StudioClosuresTable {
  id: Generated<number>;
  starts_on: string;
  ends_on: string;
  name: string;
  /** The owner's account id (a plain value: accounts may be removed, the closure stays). */
  created_by: string;
  created_at: string;
}

/** One row per closed day, the date its primary key: two closures can never share a day. */
export interface StudioClosureDaysTable {
  date: string;
  closure_id: number;
}

/** A public holiday the studio teaches on (이 날은 수업함): the date is then not closed. */
export interface HolidayOpeningsTable {
  date: string;
  /** The owner's account id, kept as a plain value like `created_by` above. */
  opened_by: string;
  opened_at: string;
}

export interface ClosuresTables {
  studio_closures: StudioClosuresTable;
  studio_closure_days: StudioClosureDaysTable;
  holiday_openings: HolidayOpeningsTable;
}
