// Entry point of a codemod worker thread. Workers do not inherit the TypeScript loader of the thread that starts
// them, so this plain JavaScript file registers tsx (as bin/compliance-migrate.js does) and then loads the
// TypeScript worker module. If tsx cannot be loaded, the worker fails to start and the run goes on in band.
// eslint-disable-next-line workspace/package-boundaries -- loaded only when running from source, where tsx is installed
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
