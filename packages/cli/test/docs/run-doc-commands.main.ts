// Entry of the docs-commands test's child process (run inside its own network namespace when possible): runs the
// docs' commands from the workspace root given as the first argument and prints the DocRun as JSON.
import { runDocCommands } from './run-doc-commands.js';

const run = await runDocCommands(process.argv[2]!);
process.stdout.write(`${JSON.stringify(run)}\n`);
