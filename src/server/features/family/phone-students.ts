/**
 * The students a phone reaches through their contacts, for sessions opened with a phone code.
 * Contacts are not kept yet: a phone reaches no student beyond the ones its links named.
 */
import type { PhoneStudents } from './family-sessions.queries.ts';

export const phoneStudents: PhoneStudents = async () => [];
