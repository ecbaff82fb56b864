import { moveGame } from '../operations.js';
import { parsePlace } from '../places.js';
import { required, runTool } from './run.js';

const USAGE = `Usage: npm run db:move -- --from <data folder | postgres://…> --to <postgres://… | data folder>
Moves the whole game into an empty database (stop the server first).`;

await runTool(USAGE, ['from', 'to'], ({ from, to }) =>
  moveGame(parsePlace(required(from, 'from')), parsePlace(required(to, 'to'))),
);
