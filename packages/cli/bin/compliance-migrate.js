#!/usr/bin/env node
// Runs the TypeScript sources directly, so `pnpm exec compliance-migrate` works right after `pnpm install`.
import { register } from 'tsx/esm/api';

// A reader that stops early (`| head`) is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
