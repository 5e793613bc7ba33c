/** The timetable feature's door: what other features, plugins/ and app.ts may use of it. */
export {
  findOccurrence,
  listOccurrences,
  listStudentOccurrences,
  placeLesson,
  recordedLessonStart,
} from './calendar.queries.ts';
export { lessonTypesOf } from './lesson-types.queries.ts';
export { createOneOff } from './one-offs.queries.ts';
export { timetableRoutes } from './timetable.routes.ts';
