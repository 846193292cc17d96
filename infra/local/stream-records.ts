/**
 * The Streams API's records in the form Lambda delivers them: the conversion lives with the
 * functions, since the keeper of failed events (functions/events/keep-failed-events.ts) reads the
 * stream too; the local poller uses the same.
 */
export { toEventName, toLambdaRecord, toLambdaValue } from '../../functions/events/lambda-records';
