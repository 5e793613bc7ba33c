/** The messages feature's door: what other features, plugins/ and app.ts may use of it. */
export { findContact, findStudentIdsByContactPhone, listContacts } from './contacts.queries.ts';
export { addImportedContacts } from './imported-contacts.ts';
export { messagesPlugin } from './messages.plugin.ts';
export { enqueueMessage } from './outbox.queries.ts';
export { type OutboxSummary, outboxSummary } from './outbox-summary.ts';
export { studentNotices } from './student-messages.ts';
