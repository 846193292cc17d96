import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/commons/clients';
import { tableName } from '../../functions/repositories/table';
import type { SeedMarker } from './run-seed';

// One item beside the stats item; the lead may list it in table.ts's key table.
const markerKey = { pk: 'SEED', sk: 'CATALOG' } as const;

/** The marker of what the seed has written, or undefined on a fresh table. */
export async function readSeedMarker(): Promise<SeedMarker | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: markerKey }));
  if (!out.Item) return undefined;
  return {
    productIds: (out.Item.productIds as string[] | undefined) ?? [],
    brandNames: (out.Item.brandNames as string[] | undefined) ?? [],
    pictures: (out.Item.pictures as Record<string, string> | undefined) ?? {},
    seededAt: String(out.Item.seededAt ?? ''),
  };
}

/** Records what the seed has written. */
export async function writeSeedMarker(marker: SeedMarker): Promise<void> {
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: { ...markerKey, type: 'seedMarker', ...marker } }));
}
