import type * as t from '@babel/types';
import type { ApiIndex } from '../api/api-index.js';
import { isStringLiteral } from '../transform/node-types.js';
import { eachNode, type FileFacts } from './file-facts.js';
import type { Linker } from './linker.js';

/**
 * The base of a request a generated client builds on a placeholder (OpenAPI Generator's `new URL(localVarPath,
 * DUMMY_BASE_URL)` in a file whose header says it is generated): the client sends the path after its real base,
 * `configuration.basePath || BASE_PATH`. The key is the client's own (the module holding its placeholder), so two
 * clients are two bases; it is this API's when the client's `BASE_PATH` is (a literal `isApi` takes, or an absolute
 * URL ending in a base path of the rules and the old version, `https://compliance.example.com/api/v4`). Otherwise
 * the paths the client uses decide, as for any base: one only this API has makes it this API's, and a client
 * generated for another service (`https://audit.example.org/v2`, `/records` and `/types`) is left.
 */
export function generatedClientBase(
  linker: Linker,
  facts: FileFacts,
  placeholderFile: string,
  index: ApiIndex,
  isApi: (literal: string) => boolean,
): { key: string; api: boolean } {
  const name: t.Identifier = { type: 'Identifier', name: 'BASE_PATH' };
  const value = linker.valueOf(facts, name, []);
  const literals: string[] = [];
  if (value) {
    eachNode(value.node, (n) => {
      if (isStringLiteral(n)) literals.push(n.value);
      if (n.type === 'TemplateElement') literals.push(n.value.cooked ?? '');
    });
  }
  const api = literals.some((l) => isApi(l) || versionedBase(l, index));
  return { key: `client:${placeholderFile}`, api };
}

/** An absolute URL whose path is a base path of the rules followed by the old version (`…/api/v4`). */
function versionedBase(value: string, index: ApiIndex): boolean {
  let path: string;
  try {
    path = new URL(value).pathname.replace(/\/$/, '');
  } catch {
    return false;
  }
  return index.rules.basePaths.some((b) => path.endsWith(`${b.replace(/\/$/, '')}/v${index.from}`));
}
