import type { CallExpression } from 'ts-morph';

/**
 * True when the compiler cannot type what is called (`api<ItemDetail>(…)` where `api` comes from a Nuxt
 * auto-import and `.nuxt/` was never generated, or from a package not installed): the call's result is `any`, so
 * the type argument reaches none of the code that reads it. Renaming that type's fields changes the declaration,
 * not its reads, so the call keeps its TODO (on every run: a rerun finds the type already renamed).
 */
export function calleeUnresolved(call: CallExpression): boolean {
  return call.getType().isAny() && call.getExpression().getType().isAny();
}
