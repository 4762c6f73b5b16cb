import { basename } from 'node:path';
import type { FileFacts } from './file-facts.js';
import { isAutoImported } from './nuxt-conventions.js';

/** An auto-imported name: the file exporting it and the export's name there (`default` for a file's default). */
export interface AutoImport {
  facts: FileFacts;
  name: string;
}

/**
 * The names a Nuxt app uses without importing them, from the project's own `composables/` and `utils/` files:
 * each named export, and a default export under its file's name. A name two files export is left out (Nuxt
 * warns and picks one; the codemod does not guess).
 */
export function autoImports(files: Iterable<FileFacts>): Map<string, AutoImport> {
  const found = new Map<string, AutoImport | undefined>();
  const add = (name: string, at: AutoImport): void => {
    found.set(name, found.has(name) ? undefined : at);
  };
  for (const facts of files) {
    if (!isAutoImported(facts.file)) continue;
    for (const name of [...facts.exports.keys(), ...facts.reexports.keys()]) {
      if (name === 'default') {
        const file = basename(facts.file).replace(/\.[cm]?[jt]s$/, '');
        add(file === 'index' ? basename(facts.file.slice(0, -file.length - 4)) : file, { facts, name });
      } else add(name, { facts, name });
    }
  }
  const result = new Map<string, AutoImport>();
  for (const [name, at] of found) if (at) result.set(name, at);
  return result;
}
