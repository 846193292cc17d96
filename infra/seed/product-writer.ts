import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Product } from '@shared/types';
import { documentClient } from '../../functions/commons/clients';
import { createProductIfAbsent, toItem } from '../../functions/repositories/products';
import { tableName } from '../../functions/repositories/table';
import { mapLimit } from '../../functions/commons/map-limit';

/** DynamoDB's limit of items in one transaction. */
const TRANSACTION_ITEMS = 100;

/**
 * Creates the products that do not exist yet and answers how many it created, never touching
 * one that exists. A hundred conditional puts go in one transaction — on DynamoDB Local several
 * times quicker than a hundred requests — and a batch in which any product already exists falls
 * back to `createProductIfAbsent` for each. (It could live beside that function in products.ts.)
 */
export async function createProductsIfAbsent(products: readonly Product[]): Promise<number> {
  let created = 0;
  for (let start = 0; start < products.length; start += TRANSACTION_ITEMS) {
    const batch = products.slice(start, start + TRANSACTION_ITEMS);
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: batch.map((product) => ({
            Put: { TableName: tableName(), Item: toItem(product), ConditionExpression: 'attribute_not_exists(pk)' },
          })),
        }),
      );
      created += batch.length;
    } catch {
      // Some exist already, or another writer got in the way: the careful path decides each one.
      const results = await mapLimit(batch, 8, createProductIfAbsent);
      created += results.filter(Boolean).length;
    }
  }
  return created;
}
