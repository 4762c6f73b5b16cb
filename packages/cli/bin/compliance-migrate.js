#!/usr/bin/env node
// Runs the built JavaScript (dist/, made by `pnpm build`, which `pnpm install` runs in this repository).

// A reader that stops early (`| head`) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

const { main } = await import('../dist/main.js');
process.exitCode = await main(process.argv.slice(2));
