import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

/** Each source file's relative imports (type imports too: they tie folders as much). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const entry of readdirSync(SRC, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/(?:from|import\()\s*'(\.\.?\/[^']+)\.js'/g)].map((m) =>
      relative(SRC, resolve(dirname(file), `${m[1]}.ts`)),
    );
    graph.set(relative(SRC, file), targets);
  }
  return graph;
}

/** The groups of nodes that reach each other (Tarjan's strongly connected components), those of two or more. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let top = ''; top !== node;) group.push((top = stack.pop()!));
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** A file's folder under src/; a file at the top is its own. */
const folderOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : file);

describe("the server's imports", () => {
  const files = importGraph();

  it('never lead from a file back to itself', () => {
    expect(cycles(new Map([...files].map(([file, targets]) => [file, new Set(targets)])))).toEqual([]);
  });

  it('never lead from a folder back to itself: each concern imports the next one way', () => {
    const folders = new Map<string, Set<string>>();
    for (const [file, targets] of files)
      for (const target of targets) {
        const [from, to] = [folderOf(file), folderOf(target)];
        if (from !== to) folders.set(from, (folders.get(from) ?? new Set()).add(to));
      }
    expect(folders.get('codecs') ?? new Set()).not.toContain('factories');
    expect(cycles(folders)).toEqual([]);
  });
});
