/**
 * A seeded generator (mulberry32) whose whole state is one uint32 kept in the
 * factory's state, so a tick replayed from the same state draws the same numbers.
 */
export type RandomState = number;

export function seedRandom(seed: number): RandomState {
  return seed >>> 0;
}

/** Returns a float in [0, 1) and the next state. */
export function nextRandom(state: RandomState): [number, RandomState] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return [value, next];
}

/** A stable 32-bit hash of a string, for seeds derived from ids and days. */
export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
