import { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/** A client of the local engine that fails fast, for probing it and for the set-up steps. */
export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: process.env.AWS_REGION ?? 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}
