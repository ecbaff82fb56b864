import { operatorCommand } from '../operator-command.js';

// The command's work is ops/operator-command.ts, which the tests call in the process.
const { code, out, err } = await operatorCommand(process.argv.slice(2));
if (out) console.log(out);
if (err) console.error(err);
process.exitCode = code;
