/**
 * A fixed pseudo-random number in [0, 1) for a string (FNV-1a, 32 bits): the seed's variations
 * (costs, times of day, bottle details) come from the data itself, so every run is identical.
 */
export function stableFraction(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // A final avalanche so that near-identical strings ("x:1", "x:2") land far apart.
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return (hash >>> 0) / 2 ** 32;
}

/** A fixed choice among `options` for a string. */
export function stablePick<T>(text: string, options: readonly [T, ...T[]]): T {
  return options[Math.floor(stableFraction(text) * options.length)] ?? options[0];
}
