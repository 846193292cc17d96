/**
 * How each consumer reads the table's stream: in AWS its event source mapping, locally the stream
 * poller (infra/local/cloud.ts), which takes the same batch size. Sized for a sale at 100 times
 * today's traffic: big batches gathered for up to a second (the catalogue is republished once per
 * batch at most, and no more than once a second), and two batches of a shard at once, which keeps
 * each item's changes in order (Lambda orders records by partition key). The stream handler's
 * batches stay smaller than the product pages': their mails wait for SES's rate.
 */
export const STREAM_READING = {
  tableEvents: { batchSize: 50, batchingWindowSeconds: 1, parallelizationFactor: 2 },
  productPages: { batchSize: 100, batchingWindowSeconds: 1, parallelizationFactor: 2 },
} as const;
