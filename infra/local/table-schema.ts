import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  type CreateTableCommandInput,
  type DynamoDBClient,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';

/** The attribute DynamoDB reads to expire items (epoch seconds). */
const TTL_ATTRIBUTE = 'expiresAt';

/**
 * The single table as the CDK stack declares it (keys, the two generic indexes, the stream),
 * so the local engine behaves like the deployed one.
 */
export function tableDefinition(tableName: string): CreateTableCommandInput {
  const index = (name: string) => ({
    IndexName: name,
    KeySchema: [
      { AttributeName: `${name}pk`, KeyType: 'HASH' as const },
      { AttributeName: `${name}sk`, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  });
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'].map((name) => ({
      AttributeName: name,
      AttributeType: 'S' as const,
    })),
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [index('gsi1'), index('gsi2')],
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
  };
}

/** Creates the table when absent and makes sure TTL is on; answers whether it was created. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  let created = false;
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    try {
      await client.send(new CreateTableCommand(tableDefinition(tableName)));
      created = true;
    } catch (raced) {
      // Another process created it between our two calls: that is the state we wanted.
      if ((raced as Error).name !== 'ResourceInUseException') throw raced;
    }
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    );
  }
  return created;
}
