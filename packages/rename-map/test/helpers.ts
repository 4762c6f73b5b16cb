import { createChangeMap, type ChangeInput, type ChangeMap } from '../src/index.js';

/** The built-in map with the given changes as one overlay (source `test-overlay.yaml`). */
export function mapWith(changes: Partial<ChangeInput>[], options: { builtin?: boolean } = {}): ChangeMap {
  return createChangeMap([{ file: 'test-overlay.yaml', content: { changes } }], options);
}

/** A change with the boilerplate filled in. */
export function change<T extends Record<string, unknown>>(id: string, since: 5 | 6, fields: T) {
  return { id, since, title: id, ...fields };
}
