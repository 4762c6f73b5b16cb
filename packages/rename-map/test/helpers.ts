import { afterAll, beforeAll, describe } from 'vitest';
import { useWasmRewriter } from '../src/engine/wasm/wasm-rewriter.js';
import { createChangeMap, type ChangeInput, type ChangeMap } from '../src/index.js';

/**
 * The built-in map with the given changes as one overlay (source `test-overlay.yaml`). The endpoints they name
 * are declared in it (`endpoints:`), so a test may use made-up ones such as `GET /things`.
 */
export function mapWith(changes: Partial<ChangeInput>[], options: { builtin?: boolean } = {}): ChangeMap {
  const endpoints = changes.flatMap((c) =>
    [(c as { endpoint?: string | string[] }).endpoint ?? []]
      .flat()
      .map((endpoint) => ({ endpoint, since: c.since ?? 5 })),
  );
  return createChangeMap([{ file: 'test-overlay.yaml', content: { endpoints, changes } }], options);
}

/** A change with the boilerplate filled in. */
export function change<T extends Record<string, unknown>>(id: string, since: 5 | 6, fields: T) {
  return { id, since, title: id, ...fields };
}

/**
 * Runs a suite on both rewriters: the WebAssembly one, and the TypeScript one it leaves to (which also runs
 * everything under COMPLIANCE_MIGRATE_WASM=0).
 */
export function onBothRewriters(title: string, suite: () => void): void {
  describe.each([
    ['WebAssembly', true],
    ['TypeScript', false],
  ])(`${title} (%s rewriter)`, (_, wasm) => {
    beforeAll(() => useWasmRewriter(wasm));
    afterAll(() => useWasmRewriter(true));
    suite();
  });
}
