/**
 * Where a server's CPU went during one measured run of bench:api: reads the CPU profiles the
 * servers wrote (`PROFILE_DIR=… npm run bench:api -- --only <route>`) and prints, over that run's
 * samples only, the functions with the most time of their own and the most time under them.
 *   npx tsx bench/api/profile.ts <PROFILE_DIR> [run name] [lines]
 */
import { readdirSync, readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [dir = '.', runName, lines = '30'] = process.argv.slice(2);
const windows = JSON.parse(readFileSync(`${dir}/windows.json`, 'utf8')) as { name: string; from: number; to: number }[];
const window = windows.find((w) => !runName || w.name.includes(runName)) ?? windows[0]!;

const own = new Map<string, number>();
const under = new Map<string, number>();
let total = 0;
const label = (n: Node) => {
  const { functionName, url, lineNumber } = n.callFrame;
  const file = url.split('/').at(-1) ?? '';
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
};

for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < window.from || at > window.to) return;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') return;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    total += dt;
    own.set(label(node), (own.get(label(node)) ?? 0) + dt);
    // Each function on the stack once, however deep it recurses.
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const name = label(byId.get(n)!);
      if (seen.has(name)) continue;
      seen.add(name);
      under.set(name, (under.get(name) ?? 0) + dt);
    }
  });
}

const top = (map: Map<string, number>) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(lines))
    .map(([name, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');
console.log(`run ${window.name}: ${(total / 1e6).toFixed(2)} s of CPU in the servers (idle left out)\n`);
console.log(`Own time:\n${top(own)}\n\nTime under (inclusive):\n${top(under)}`);
