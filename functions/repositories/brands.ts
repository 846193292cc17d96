/**
 * Brands: `BRAND#<id>` / `BRAND`, listed through gsi1 (`BRANDS` / lower-cased name).
 *
 * A brand name is unique in any case. A guard item `BRANDNAME#<name key>` / `GUARD` holding the
 * brand's id is written in the same transaction as the brand, as users guard their email, so two
 * admins (or an admin and the seed) can never create the same name twice.
 *
 * Ids are a slug of the name at creation (`dolce-and-gabbana`): readable in URLs and stable for
 * the seed. A rename keeps the id; a slug already taken by another brand gets a short suffix.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { AppError } from '@shared/errors';
import type { Brand } from '@shared/types';
import { documentClient } from '../commons/document-client';
import { GSI1, keys, queryAll, tableName } from './table';

/** How a brand is stored. */
interface BrandItem {
  pk: string;
  sk: 'BRAND';
  type: 'brand';
  gsi1pk: 'BRANDS';
  gsi1sk: string;
  id: string;
  brandName: string;
  createdAt: string;
  updatedAt: string;
}

/** The uniqueness key of a name: trimmed, inner spaces collapsed, lower-cased. */
export const brandNameKey = (brandName: string) => cleanName(brandName).toLowerCase();

/** A URL-safe id from a name: `Hermès` → `hermes`, `Viktor&Rolf` → `viktor-and-rolf`. */
export function brandSlug(brandName: string): string {
  const slug = brandName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'brand';
}

const cleanName = (brandName: string) => brandName.trim().replace(/\s+/g, ' ');

// The guard's key lives here until table.ts lists it next to the email and username guards.
const nameGuard = (brandName: string) => ({ pk: `BRANDNAME#${brandNameKey(brandName)}`, sk: 'GUARD' });

const toBrand = (item: BrandItem): Brand => ({ id: item.id, brandName: item.brandName });

const reasonsOf = (error: unknown) => (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;

const nameTaken = () =>
  new AppError('CONFLICT', 'A brand with this name already exists.', { fieldErrors: { brandName: 'Brand name already exists' } });

const changedMeanwhile = () => new AppError('CONFLICT', 'This brand was changed meanwhile. Please try again.');

/** Creates a brand; a name already taken (in any case) is a 409. */
export async function createBrand(brandName: string, now = new Date()): Promise<Brand> {
  const name = cleanName(brandName);
  if (!name) throw new AppError('VALIDATION', 'Brand name is required', { fieldErrors: { brandName: 'Brand name is required' } });
  const slug = brandSlug(name);
  // The plain slug first; if another brand (renamed, or a name with the same slug) holds it, a suffix.
  for (const id of [slug, `${slug}-${randomUUID().slice(0, 8)}`]) {
    const at = now.toISOString();
    const item: BrandItem = {
      ...keys.brand(id),
      sk: 'BRAND',
      type: 'brand',
      gsi1pk: 'BRANDS',
      gsi1sk: brandNameKey(name),
      id,
      brandName: name,
      createdAt: at,
      updatedAt: at,
    };
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
            {
              Put: {
                TableName: tableName(),
                Item: { ...nameGuard(name), type: 'brandNameGuard', brandId: id },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return toBrand(item);
    } catch (error) {
      const reasons = reasonsOf(error);
      if (reasons?.[1]?.Code === 'ConditionalCheckFailed') throw nameTaken();
      if (reasons?.[0]?.Code !== 'ConditionalCheckFailed') throw error;
    }
  }
  throw new AppError('CONFLICT', 'Could not choose an id for this brand. Please try again.');
}

/** The brand with this name (any case), created when absent; says which happened. */
export async function createBrandIfAbsent(brandName: string, now = new Date()): Promise<{ brand: Brand; created: boolean }> {
  const existing = await findBrandByName(brandName);
  if (existing) return { brand: existing, created: false };
  try {
    return { brand: await createBrand(brandName, now), created: true };
  } catch (error) {
    // Someone created it between the read and the write: theirs is the brand.
    const raced = error instanceof AppError && error.code === 'CONFLICT' ? await findBrandByName(brandName) : undefined;
    if (raced) return { brand: raced, created: false };
    throw error;
  }
}

/**
 * Creates the brands whose names are free and answers how many it created. Fifty brands (and
 * their guards) go in one transaction, far quicker than one each on a fresh table; when any
 * name or id is already taken, that batch falls back to `createBrandIfAbsent` one by one.
 */
export async function createBrandsIfAbsent(brandNames: readonly string[], now = new Date()): Promise<number> {
  const names = [...new Map(brandNames.map((name) => [brandNameKey(name), cleanName(name)])).values()].filter(Boolean);
  let created = 0;
  for (let start = 0; start < names.length; start += 50) {
    const batch = names.slice(start, start + 50);
    const at = now.toISOString();
    const items = batch.map((name): BrandItem => ({
      ...keys.brand(brandSlug(name)),
      sk: 'BRAND',
      type: 'brand',
      gsi1pk: 'BRANDS',
      gsi1sk: brandNameKey(name),
      id: brandSlug(name),
      brandName: name,
      createdAt: at,
      updatedAt: at,
    }));
    const put = (item: object) => ({ Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } });
    try {
      if (new Set(items.map((item) => item.id)).size < items.length) throw new Error('two names share an id');
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: items.flatMap((item) => [
            put(item),
            put({ ...nameGuard(item.brandName), type: 'brandNameGuard', brandId: item.id }),
          ]),
        }),
      );
      created += batch.length;
    } catch {
      // Some already exist (or share a slug): the careful path decides each one.
      for (const name of batch) if ((await createBrandIfAbsent(name, now)).created) created++;
    }
  }
  return created;
}

/** Every brand, sorted by name as a reader expects (the index's byte order puts "É" after "Z"). */
export async function listBrands(): Promise<Brand[]> {
  const items = await queryAll<BrandItem>({
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': 'BRANDS' },
  });
  return items.map((item) => toBrand(item)).sort((a, b) => a.brandName.localeCompare(b.brandName, 'en', { sensitivity: 'base' }));
}

/** One brand by id, or undefined. */
export async function getBrand(id: string): Promise<Brand | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.brand(id) }));
  return out.Item ? toBrand(out.Item as BrandItem) : undefined;
}

/** A brand by name (any case), through its guard. */
export async function findBrandByName(brandName: string): Promise<Brand | undefined> {
  const guard = await documentClient().send(new GetCommand({ TableName: tableName(), Key: nameGuard(brandName) }));
  const id = guard.Item?.brandId as string | undefined;
  return id ? getBrand(id) : undefined;
}

/** Renames a brand, moving its name guard; 404 when unknown, 409 when the name is taken. */
export async function updateBrand(id: string, brandName: string, now = new Date()): Promise<Brand> {
  const name = cleanName(brandName);
  if (!name) throw new AppError('VALIDATION', 'Brand name is required', { fieldErrors: { brandName: 'Brand name is required' } });
  const current = await getBrand(id);
  if (!current) throw new AppError('NOT_FOUND', 'Brand not found.');
  const sameKey = brandNameKey(current.brandName) === brandNameKey(name);
  // The old name is a condition, so a concurrent rename cannot leave a guard pointing nowhere.
  const update = {
    Update: {
      TableName: tableName(),
      Key: keys.brand(id),
      ConditionExpression: 'brandName = :old',
      UpdateExpression: 'SET brandName = :name, gsi1sk = :sortKey, updatedAt = :at',
      ExpressionAttributeValues: { ':old': current.brandName, ':name': name, ':sortKey': brandNameKey(name), ':at': now.toISOString() },
    },
  };
  const moveGuard = sameKey
    ? []
    : [
        {
          Delete: {
            TableName: tableName(),
            Key: nameGuard(current.brandName),
            ConditionExpression: 'brandId = :id',
            ExpressionAttributeValues: { ':id': id },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...nameGuard(name), type: 'brandNameGuard', brandId: id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ];
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: [update, ...moveGuard] }));
  } catch (error) {
    const reasons = reasonsOf(error);
    if (reasons?.[2]?.Code === 'ConditionalCheckFailed') throw nameTaken();
    if (reasons?.some((reason) => reason.Code === 'ConditionalCheckFailed')) throw changedMeanwhile();
    throw error;
  }
  return { id, brandName: name };
}

/** Deletes a brand and frees its name; answers whether it existed. */
export async function deleteBrand(id: string): Promise<boolean> {
  const current = await getBrand(id);
  if (!current) return false;
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.brand(id),
              ConditionExpression: 'brandName = :name',
              ExpressionAttributeValues: { ':name': current.brandName },
            },
          },
          {
            Delete: {
              TableName: tableName(),
              Key: nameGuard(current.brandName),
              ConditionExpression: 'brandId = :id',
              ExpressionAttributeValues: { ':id': id },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (reasonsOf(error)?.some((reason) => reason.Code === 'ConditionalCheckFailed')) throw changedMeanwhile();
    throw error;
  }
  return true;
}
