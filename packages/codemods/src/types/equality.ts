import { SyntaxKind } from 'ts-morph';

/** The comparison operators of equality (`===`, `!==`, `==`, `!=`): a value compared with a literal by them. */
export const EQUALITY: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.EqualsEqualsEqualsToken,
  SyntaxKind.ExclamationEqualsEqualsToken,
  SyntaxKind.EqualsEqualsToken,
  SyntaxKind.ExclamationEqualsToken,
]);
