/** The students feature's door: what other features, plugins/ and app.ts may use of it. */

export type { PaymentProvider, ProviderCancel, StudentNotices } from './collaborators.ts';
export {
  creditOfRecord,
  listCredits,
  listCreditsExpiringBetween,
  releaseCreditOf,
  spendOldestCredit,
} from './credits.queries.ts';
export { feeDefaults } from './fee-defaults.queries.ts';
export { currentStudentNames, importStudents } from './import.queries.ts';
export { lessonOf, listStudentLessons, recordLesson } from './lessons.queries.ts';
export { listExpiringPackages } from './packages.queries.ts';
export { chargeStudentIn, findPayment, listStudentPayments, receiptStudio } from './payments.queries.ts';
export { retryProviderCancels } from './provider-cancels.ts';
export { actionScope, listScope } from './scope.ts';
export { lockStudent, type StudentRow } from './student-rows.ts';
export {
  createStudent,
  getCurrentStudent,
  listCurrentStudents,
  reachStudent,
  studentBalance,
} from './students.queries.ts';
export { studentsRoutes } from './students.routes.ts';
