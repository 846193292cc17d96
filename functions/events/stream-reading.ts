/**
 * How each consumer reads the table's stream: in AWS its event source mapping, locally the stream
 * poller (infra/local/cloud.ts), which takes the same batch size. Sized for a sale at 100 times
 * today's traffic: big batches gathered for up to a second (the catalogue is republished at most
 * once a second however many batches change products, publish-turns.ts), and two batches of a shard at once, which keeps each item's changes in order (Lambda orders records
 * by partition key). A batch's mails wait for SES's rate (shared by every invocation), so a
 * batch of 100 mails at 14 a second takes 7 s of the handler's 60.
 */
export const STREAM_READING = {
  tableEvents: { batchSize: 100, batchingWindowSeconds: 1, parallelizationFactor: 2 },
  productPages: { batchSize: 100, batchingWindowSeconds: 1, parallelizationFactor: 2 },
} as const;
