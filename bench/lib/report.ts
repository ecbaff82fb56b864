import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The machine a figure was measured on, for the report. */
export function machine(): string {
  return `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export const today = () => new Date().toISOString().slice(0, 10);
export const load = () => loadavg()[0]!.toFixed(2);
export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** Replaces (or appends) the section between `<!-- bench:NAME:start -->` and its end marker in docs/benchmarks.md. */
export function writeSection(name: string, lines: string[]): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const section = [start, ...lines, end].join('\n');
  const file = `${ROOT}docs/benchmarks.md`;
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmarks\n\nFigures measured on the machine named in each section.\n';
  const from = current.indexOf(start);
  const next =
    from < 0
      ? `${current.trimEnd()}\n\n${section}\n`
      : `${current.slice(0, from)}${section}${current.slice(current.indexOf(end) + end.length)}`;
  writeFileSync(file, next);
}
