import { Node, type Type } from 'ts-morph';
import { inProject } from './plan-walk.js';

/**
 * Whether a body's type is an object type written in place in the project (`detail: { profileName: string;
 * categoryId: number }` as a parameter's type): the project's own, as a named interface is, so a walk that found
 * none of the renamed fields in it has seen all it sends (a rerun over migrated code adds no TODO there).
 */
export function isOwnTypeLiteral(type: Type): boolean {
  return (type.getSymbol()?.getDeclarations() ?? []).some((d) => Node.isTypeLiteral(d) && inProject(d));
}
