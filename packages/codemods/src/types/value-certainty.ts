import type { Type } from 'ts-morph';

/**
 * Whether a field whose values the map renames is typed by its values (`'REC_NAME' | 'REC_CODE'`, an alias of
 * them), so renaming the literal types reaches every comparison. A plain `string` does not: the code comparing it
 * with `'REC_NAME'` is not found through the types, and the call keeps its TODO.
 */
export function valuesTyped(type: Type): boolean {
  const members = type.isUnion() ? type.getUnionTypes() : [type];
  return members.some((m) => m.isStringLiteral());
}
