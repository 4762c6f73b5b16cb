import type { AstNode } from '../transform/node-types.js';
import { textOfMember } from './file-facts.js';

// `import.meta.env.VITE_API`, `process.env.API_URL`: a variable of the build's or process's environment
const ENVIRONMENT_READ = /^(?:import\.meta\.env|process\.env)\.[A-Za-z_$][\w$]*$/;

/**
 * True for a read of one environment variable (`import.meta.env.COMPLIANCE_API`, `process.env.API_URL`): a value the
 * code cannot follow further, and the same value wherever in the project it is read.
 */
export function isEnvironmentRead(node: AstNode): boolean {
  if (node.type !== 'MemberExpression' && node.type !== 'OptionalMemberExpression') return false;
  const text = textOfMember(node);
  return text !== undefined && ENVIRONMENT_READ.test(text);
}
