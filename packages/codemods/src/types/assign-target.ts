import { ts } from 'ts-morph';

/**
 * The target an object literal is copied into by `Object.assign(target, { … })` (a reactive form filled from an
 * answer: `Object.assign(form, { name: p.name, recordIds: p.categoryIds })`): the literal's keys are the target's
 * fields, though no contextual type says so. Undefined for any other argument.
 */
export function assignTarget(call: ts.CallExpression, argument: ts.Expression): ts.Expression | undefined {
  const callee = call.expression;
  if (
    !ts.isPropertyAccessExpression(callee) ||
    callee.name.text !== 'assign' ||
    !ts.isIdentifier(callee.expression) ||
    callee.expression.text !== 'Object'
  )
    return undefined;
  const [target, ...sources] = call.arguments;
  return target && sources.includes(argument) && ts.isObjectLiteralExpression(argument) ? target : undefined;
}
