#!/usr/bin/env node
// Runs the built JavaScript (dist/, made by `pnpm build`, which `pnpm install` runs in this repository).

// A reader that stops early (`| head`) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

const argv = process.argv.slice(2);
if (argv.length === 1 && argv[0] === '--version') {
  // The version alone needs neither the parser nor any command: answer at Node's own start-up cost.
  const { readFileSync } = await import('node:fs');
  const manifest = JSON.parse(readFileSync(`${import.meta.dirname}/../package.json`, 'utf8'));
  process.stdout.write(`${manifest.version}\n`);
} else {
  const { main } = await import('../dist/main.js');
  process.exitCode = await main(argv);
}
