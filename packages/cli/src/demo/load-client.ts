import { pathToFileURL } from 'node:url';

let registered = false;

/**
 * Imports one of the demo's TypeScript client modules. Node 20 cannot load TypeScript, so the built CLI registers
 * tsx first: a dev dependency of this repository, the only place the demo's fixtures exist.
 */
export async function importClientModule(file: string): Promise<unknown> {
  if (!registered && !import.meta.url.endsWith('.ts')) {
    // eslint-disable-next-line workspace/package-boundaries -- the demo runs only in this repository, whose root has tsx
    const { register } = await import('tsx/esm/api');
    register();
    registered = true;
  }
  return import(pathToFileURL(file).href);
}
