// Prints the first port from `start` on (argv[2]) after which `count` (argv[3], default 1) ports in a
// row are free on every interface: a test run's own ports when none is given, so two runs on one
// machine (two clones' CI, a helper beside the lead) never meet on a port.
import { createServer } from 'node:net';

const start = Number(process.argv[2]);
const count = Number(process.argv[3] ?? 1);
if (!Number.isInteger(start) || !Number.isInteger(count) || count < 1) {
  console.error('usage: node scripts/free-port.mjs START [COUNT]');
  process.exit(2);
}

const free = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => resolve(true)));
  });

for (let base = start; base + count <= 65_536; base += count) {
  let all = true;
  for (let p = base; p < base + count && all; p++) all = await free(p);
  if (all) {
    console.log(base);
    process.exit(0);
  }
}
console.error(`no ${count} free ports in a row from ${start}`);
process.exit(1);
