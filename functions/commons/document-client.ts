import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

let dynamo: DynamoDBDocumentClient | undefined;

/** The document client, shared by every repository of a warm function. */
export function documentClient(): DynamoDBDocumentClient {
  dynamo ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.region,
      ...(env.dynamoEndpoint ? { endpoint: env.dynamoEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return dynamo;
}
