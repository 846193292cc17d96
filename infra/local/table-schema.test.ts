import { describe, expect, it } from 'vitest';
import { GSI1, GSI2 } from '../../functions/repositories/table';
import { tableDefinition } from './table-schema';

describe('tableDefinition', () => {
  const table = tableDefinition('maison');

  it('keys the table on pk/sk with the two generic indexes the repositories query', () => {
    expect(table.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(
      table.GlobalSecondaryIndexes?.map((index) => [
        index.IndexName,
        index.KeySchema?.map((k) => k.AttributeName),
        index.Projection?.ProjectionType,
      ]),
    ).toEqual([
      [GSI1, ['gsi1pk', 'gsi1sk'], 'ALL'],
      [GSI2, ['gsi2pk', 'gsi2sk'], 'ALL'],
    ]);
  });

  it('streams new and old images and bills per request', () => {
    expect(table.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
    expect(table.BillingMode).toBe('PAY_PER_REQUEST');
  });
});
