/**
 * Rewrites the generated blocks of docs/game-rules.md (between `<!-- generated:NAME:start -->`
 * and `<!-- generated:NAME:end -->`). With --check it changes nothing and fails when the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BLOCKS } from './tables.js';

export const RULEBOOK = fileURLToPath(new URL('../../docs/game-rules.md', import.meta.url));

export function renderRulebook(text: string): string {
  let out = text;
  for (const [name, build] of Object.entries(BLOCKS)) {
    const start = `<!-- generated:${name}:start -->`;
    const end = `<!-- generated:${name}:end -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/game-rules.md lacks the ${name} block markers`);
    out = `${out.slice(0, from + start.length)}\n${build()}\n${out.slice(to)}`;
  }
  return out;
}

/** The lines the file has and the engine does not (-), and the other way round (+), block by block. */
export function describeDrift(current: string, next: string): string {
  const out: string[] = [];
  for (const name of Object.keys(BLOCKS)) {
    const block = (text: string) => {
      const from = text.indexOf(`<!-- generated:${name}:start -->`);
      return text.slice(from, text.indexOf(`<!-- generated:${name}:end -->`)).split('\n');
    };
    const was = block(current);
    const is = block(next);
    const gone = was.filter((line) => !is.includes(line));
    const added = is.filter((line) => !was.includes(line));
    if (gone.length + added.length === 0) continue;
    out.push(`${name}:`, ...gone.map((line) => `- ${line}`), ...added.map((line) => `+ ${line}`));
  }
  return out.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const current = readFileSync(RULEBOOK, 'utf8');
  const next = renderRulebook(current);
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error('docs/game-rules.md is out of date with the engine: run `npm run rules` and commit it.');
      console.error(describeDrift(current, next));
      process.exit(1);
    }
    console.log('docs/game-rules.md matches the engine.');
  } else {
    writeFileSync(RULEBOOK, next);
    console.log('docs/game-rules.md tables regenerated.');
  }
}
