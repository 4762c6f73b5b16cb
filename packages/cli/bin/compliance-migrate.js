#!/usr/bin/env node
// Runs the TypeScript sources directly, so `pnpm exec compliance-migrate` works right after `pnpm install`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
