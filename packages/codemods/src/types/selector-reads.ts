import { Node, type CallExpression, type Type } from 'ts-morph';
import { landingType } from './landing-type.js';
import { keyStep, renamedValue, type PlannedEdit } from './plan-keys.js';
import type { Plans } from './plan-path.js';
import { responseCalls } from './response-calls.js';

/** One step of a gjson selector: a field name, an array index or `#`, or a query `#(field=="value")`. */
const SEGMENT = /^(?:(\d+|#)|([A-Za-z_$][\w$]*)|#\((\w+)\s*==\s*"([^"]*)"\)#?)$/;

/**
 * k6's `res.json('data.0.recordName')`: a gjson selector naming fields of the parsed body, read on a response of this
 * API (the request, a function of the project returning it as it is, a variable holding it, or the response a
 * `check(res, { 'name': (r) => … })` from `k6` hands its checks, the set written there or held in a constant). Each
 * name the plans rename is renamed in the string; an index or `#` steps into a list's items, and a query
 * `#(headerId=="REC_NAME")` renames the compared field and its value. A removed field, or one that became a list,
 * ends the walk (the call's TODO and the type-check tell); a selector of any other shape is left. The value a
 * selector picks, typed where it lands (`res.json('data') as unknown as Row[]`), is given with the plans at that
 * place, for its type's fields to be renamed as a body's are.
 */
export function selectorReads(
  call: CallExpression,
  plans: Plans,
): { edits: PlannedEdit[]; typed: { type: Type; plans: Plans }[] } {
  const edits: PlannedEdit[] = [];
  const typed: { type: Type; plans: Plans }[] = [];
  if (plans.every((p) => p === undefined)) return { edits, typed };
  for (const response of responseValues(call)) {
    const access = response.getParent();
    if (!Node.isPropertyAccessExpression(access) || access.getName() !== 'json') continue;
    const read = access.getParent();
    if (!Node.isCallExpression(read)) continue;
    const selector = read.getArguments()[0];
    if (!selector || !Node.isStringLiteral(selector)) continue;
    const { out, selected } = renameSelector(selector, plans);
    edits.push(...out);
    const type = selected && landingType(read);
    if (type && selected) typed.push({ type, plans: selected });
  }
  return { edits, typed };
}

/** Every expression whose value is the response of `call`. */
function responseValues(call: CallExpression): Node[] {
  const out: Node[] = [];
  for (const use of responseCalls(call)) {
    out.push(use, ...checkSubjects(use));
    const holder = use.getParent();
    if (!Node.isVariableDeclaration(holder) || holder.getInitializer() !== use) continue;
    const name = holder.getNameNode();
    if (!Node.isIdentifier(name)) continue;
    for (const reference of name.findReferencesAsNodes()) {
      if (reference === name) continue;
      out.push(reference, ...checkSubjects(reference));
    }
  }
  return out;
}

/** `check(value, { 'name': (r) => … })` of k6: the references of each check's parameter `r`. */
function checkSubjects(value: Node): Node[] {
  const check = value.getParent();
  if (!Node.isCallExpression(check) || check.getArguments()[0] !== value || !isK6Check(check)) return [];
  const sets = check.getArguments()[1];
  const literal = Node.isIdentifier(sets) ? heldObject(sets) : sets;
  if (!literal || !Node.isObjectLiteralExpression(literal)) return [];
  const out: Node[] = [];
  for (const member of literal.getProperties()) {
    const fn = Node.isPropertyAssignment(member) ? member.getInitializer() : undefined;
    if (!fn || !(Node.isArrowFunction(fn) || Node.isFunctionExpression(fn))) continue;
    const param = fn.getParameters()[0]?.getNameNode();
    if (!param || !Node.isIdentifier(param)) continue;
    out.push(...param.findReferencesAsNodes().filter((r) => r !== param));
  }
  return out;
}

/** Whether the callee is `check` imported from `k6`. */
function isK6Check(call: CallExpression): boolean {
  const callee = call.getExpression();
  if (!Node.isIdentifier(callee) || callee.getText() !== 'check') return false;
  return (callee.getSymbol()?.getDeclarations() ?? []).some(
    (d) => Node.isImportSpecifier(d) && d.getImportDeclaration().getModuleSpecifierValue() === 'k6',
  );
}

/** The object literal a `const` holds (through imports), or undefined. */
function heldObject(name: Node): Node | undefined {
  const symbol = name.getSymbol();
  const target = symbol?.isAlias() ? symbol.getAliasedSymbol() : symbol;
  for (const definition of target?.getDeclarations() ?? []) {
    if (Node.isVariableDeclaration(definition)) return definition.getInitializer();
  }
  return undefined;
}

/** The edits a selector needs, segment by segment, as the plans say, and the plans where it ends (if it is read whole). */
function renameSelector(
  selector: Node & { getLiteralText(): string },
  plans: Plans,
): { out: PlannedEdit[]; selected: Plans | undefined } {
  const text = selector.getLiteralText();
  const raw = selector.getText();
  if (raw.slice(1, -1) !== text) return { out: [], selected: undefined }; // escapes: offsets would not match
  const out: PlannedEdit[] = [];
  let current = plans;
  let offset = selector.getStart() + 1;
  for (const segment of text.split(/\.(?![^(]*\))/)) {
    const match = SEGMENT.exec(segment);
    if (!match) return { out: [], selected: undefined };
    const [, index, name, field, value] = match;
    if (index !== undefined) current = current.map((p) => p?.item);
    else if (name !== undefined) {
      const step = keyStep(current, name);
      if (!step) return { out, selected: undefined };
      if (step.to !== name && step.changeId)
        out.push({
          node: selector,
          start: offset,
          end: offset + name.length,
          to: step.to,
          changeId: step.changeId,
        });
      current = step.children;
    } else if (field !== undefined && value !== undefined) {
      current = current.map((p) => p?.item);
      const step = keyStep(current, field);
      if (!step) return { out, selected: undefined };
      const at = offset + 2;
      if (step.to !== field && step.changeId)
        out.push({ node: selector, start: at, end: at + field.length, to: step.to, changeId: step.changeId });
      const renamed = renamedValue(value, step.values);
      const valueAt = offset + segment.indexOf('"') + 1;
      if (renamed)
        out.push({
          node: selector,
          start: valueAt,
          end: valueAt + value.length,
          to: renamed.to,
          changeId: renamed.changeId,
        });
    }
    offset += segment.length + 1;
  }
  // `data.#` counts: no value of the body is picked
  return { out, selected: text.endsWith('#') ? undefined : current };
}
