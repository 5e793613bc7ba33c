/** The messages feature's door: what other features, plugins/ and app.ts may use of it. */
export { messagesPlugin } from './messages.plugin.ts';
export { enqueueMessage } from './outbox.queries.ts';
