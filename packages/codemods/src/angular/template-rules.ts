import type { Change } from '@compliance-migrate/rename-map';
import { Node, type ts } from 'ts-morph';
import type { TypeFindings } from '../types/plan-walk.js';
import type { TemplateRules } from './template-renames.js';

/** Declarations an object literal of the app's own gave its keys to, renamed or removed because it is sent as a body. */
export interface LiteralKeyChanges {
  renamed: ReadonlyMap<Node, { to: string; changeId: string }>;
  removed: ReadonlyMap<Node, { name: string; changeId: string }>;
}

/** The type-aware pass's findings as a template's bindings meet them: by compiler declaration node. */
export function templateRules(
  findings: TypeFindings,
  literals: LiteralKeyChanges,
  changes: readonly Change[],
): TemplateRules {
  const fields = new Map<ts.Node, { to: string; changeId: string; toMany: boolean }>();
  for (const [declaration, field] of findings.fields)
    fields.set(declaration.compilerNode, { to: field.to, changeId: field.changeId, toMany: field.toMany });
  for (const [declaration, key] of literals.renamed)
    fields.set(declaration.compilerNode, { to: key.to, changeId: key.changeId, toMany: false });
  const removed = new Map<ts.Node, { name: string; changeId: string; restore?: unknown }>();
  for (const [declaration, field] of [...findings.removed, ...literals.removed]) {
    const change = changes.find((c) => c.id === field.changeId);
    const restore = change?.kind === 'field.removed' ? change.restore : undefined;
    removed.set(declaration.compilerNode, {
      name: field.name,
      changeId: field.changeId,
      ...(restore !== undefined ? { restore } : {}),
    });
  }
  const values = new Map<string, { to: string; changeId: string }>();
  for (const [literal, value] of findings.values) {
    const text = literal.getText();
    values.set(/^['"`]/.test(text) ? text.slice(1, -1) : text, value);
  }
  const plainValues = new Map<ts.Node, { values: ReadonlyMap<string, string>; changeId: string }>();
  for (const [declaration, plain] of findings.plainValues) plainValues.set(declaration.compilerNode, plain);
  const oldNames = new Map<string, { to: string; changeId: string }>();
  for (const [declaration, field] of findings.fields) {
    if (!Node.hasName(declaration) || field.toMany) continue;
    // the same old name renamed differently by two bodies: the TODO names both
    const before = oldNames.get(declaration.getName());
    const to =
      before && !before.to.split('" or "').includes(field.to) ? `${before.to}" or "${field.to}` : field.to;
    oldNames.set(declaration.getName(), { to, changeId: before?.changeId ?? field.changeId });
  }
  return { fields, removed, values, plainValues, oldNames };
}
