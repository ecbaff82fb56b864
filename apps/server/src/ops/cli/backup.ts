import { loadConfig } from '../../config.js';
import { backupGame } from '../operations.js';
import { parsePlace, placeFromConfig } from '../places.js';
import { runTool } from './run.js';

const USAGE = `Usage: npm run db:backup -- [--out <file>] [--from <data folder | postgres://…>]
Writes the whole game to one file (default forgeworks-<date>.backup.gz), from DATABASE_URL or DATA_DIR
as the server reads them. A data folder's server must be stopped first; PostgreSQL's may run.`;

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

await runTool(USAGE, ['out', 'from'], ({ out, from }) =>
  backupGame(from ? parsePlace(from) : placeFromConfig(loadConfig()), out ?? `forgeworks-${stamp()}.backup.gz`),
);
