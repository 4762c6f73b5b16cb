import type { Rule } from 'eslint';

/** The workspace's lint plugin: `package-boundaries` (see package-boundaries.js). */
declare const workspace: { rules: { 'package-boundaries': Rule.RuleModule } };
export default workspace;
