import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS module loaded on its first use, not at import: a component compiler (`@vue/compiler-sfc`,
 * `svelte/compiler`) that a run without such components never loads. Hand-written because the callers are
 * synchronous (a file is opened inside the run's read loop), which `import()` is not.
 */
export function lazyModule<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      const module: T = require(specifier);
      loaded = module;
    }
    return loaded;
  };
}
