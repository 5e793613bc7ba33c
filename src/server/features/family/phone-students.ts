/**
 * The students a phone reaches through their contacts, for sessions opened with a phone code:
 * every current student with a contact of that phone (a guardian's two children both show).
 */
import { findStudentIdsByContactPhone } from '../messages/index.ts';
import type { PhoneStudents } from './family-sessions.queries.ts';

export const phoneStudents: PhoneStudents = (db, phone) => findStudentIdsByContactPhone(db, phone);
