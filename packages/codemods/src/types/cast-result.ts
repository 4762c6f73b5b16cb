import type { CallExpression, Type } from 'ts-morph';
import { landingType } from './landing-type.js';

/**
 * `const page: Page<Row> = apiGet_(…)`, `apiGet_(…) as Page<Row>`: the type the code gives the result of a call
 * typed `any` or `unknown` (a wrapper returning `JSON.parse(res.getContentText())`, untyped), where the result goes
 * straight into a declared variable or a type assertion. The data flows from the call there, so that type is the
 * response's; a call with a type of its own is read the usual way.
 */
export function untypedResultDeclaredAs(call: CallExpression): Type | undefined {
  const own = call.getType();
  if (!own.isAny() && !own.isUnknown()) return undefined;
  return landingType(call);
}
