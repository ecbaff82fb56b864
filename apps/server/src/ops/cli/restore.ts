import { loadConfig } from '../../config.js';
import { restoreGame } from '../operations.js';
import { parsePlace, placeFromConfig } from '../places.js';
import { required, runTool } from './run.js';

const USAGE = `Usage: npm run db:restore -- --from <file> [--to <data folder | postgres://…>]
Restores a backup into an empty database: --to, else DATABASE_URL or DATA_DIR as the server reads them.`;

await runTool(USAGE, ['from', 'to'], ({ from, to }) =>
  restoreGame(required(from, 'from'), to ? parsePlace(to) : placeFromConfig(loadConfig())),
);
