#!/usr/bin/env node
// The translating proxy on its own: `npm install @compliance-migrate/proxy` brings only what it needs.
const { runProxyCli } = await import('../dist/cli/main.js');
process.exitCode = await runProxyCli(process.argv.slice(2));
