/**
 * The rulebook (docs/game-rules.md) must match the engine: its generated tables are rebuilt from the
 * code (the engine's tables and the rivals' roster) and compared with the file. `npm run rules:check` does the same from the command line.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULEBOOK, renderRulebook } from './write.js';

describe('docs/game-rules.md', () => {
  it('has tables that match the engine (run `npm run rules` to regenerate them)', () => {
    const current = readFileSync(RULEBOOK, 'utf8');
    // On failure: the fix first, then the diff between the file and what the engine says.
    expect(renderRulebook(current), 'docs/game-rules.md is out of date with the engine: run `npm run rules`').toBe(
      current,
    );
  });
});
