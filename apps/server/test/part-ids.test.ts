import { describe, expect, it } from 'vitest';
import { newPartId } from '../src/factories/part-ids.js';

describe('machine and worker ids', () => {
  it('are 12 URL-safe characters, and ten thousand of them never repeat', () => {
    const ids = Array.from({ length: 10_000 }, newPartId);
    for (const id of ids.slice(0, 100)) expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
