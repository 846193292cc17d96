/**
 * Storage that never throws: private modes and locked-down browsers may refuse access, and the
 * shop must still work as a guest then.
 */
export type StoreName = 'local' | 'session';

function store(name: StoreName): Storage | undefined {
  try {
    return name === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(name: StoreName, key: string): string | null {
  try {
    return store(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(name: StoreName, key: string, value: string): void {
  try {
    store(name)?.setItem(key, value);
  } catch {
    // Quota or access refused: the value simply is not kept.
  }
}

export function removeItem(name: StoreName, key: string): void {
  try {
    store(name)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readJson<T>(name: StoreName, key: string): T | null {
  const raw = readItem(name, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
