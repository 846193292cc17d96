import { describe, expect, it } from 'vitest';
import { memoryObject } from '../test-support/memory-object';
import { publishObject, unpublishObject } from './published-object';

describe('the generation guard on published objects', () => {
  it('replaces an older object and keeps a newer one', async () => {
    const object = memoryObject();
    expect(await publishObject(object, Buffer.from('two'), 2)).toBe('published');
    expect(await publishObject(object, Buffer.from('one'), 1)).toBe('newer-kept');
    expect(object.stored()?.body.toString()).toBe('two');
  });

  it('takes an object down only when it is older than the deletion', async () => {
    const object = memoryObject();
    await publishObject(object, Buffer.from('page'), 5);
    expect(await unpublishObject(object, 4)).toBe('newer-kept');
    expect(object.stored()).toBeDefined();
    expect(await unpublishObject(object, 6)).toBe('removed');
    expect(object.stored()).toBeUndefined();
    expect(await unpublishObject(object, 7)).toBe('absent');
  });

  it('looks again when another publisher wrote between the look and the delete', async () => {
    const object = memoryObject();
    await publishObject(object, Buffer.from('old'), 1);
    const racing = {
      ...object,
      remove: async (expected: Parameters<typeof object.remove>[0]) => {
        await publishObject(object, Buffer.from('newer'), 9);
        return object.remove(expected);
      },
    };
    expect(await unpublishObject(racing, 3)).toBe('newer-kept');
    expect(object.stored()?.body.toString()).toBe('newer');
  });
});
