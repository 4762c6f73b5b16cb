export { ApiIndex, type Resolution, type StepPlans } from './api/api-index.js';
export type { UrlRules } from './api/url.js';
export {
  transformSource,
  todoText,
  todoPrefix,
  TODO_TAG,
  type EditRecord,
  type TodoRecord,
  type TransformResult,
} from './transform/transform.js';
export { parserFor, supportedExtensions, type ParserName } from './transform/parser.js';
export { CodemodError, type CodemodErrorCode } from './errors.js';
export { runCodemod, type CodemodOptions, type CodemodReport, type FileOutcome } from './run/run.js';
export { formatSummary } from './run/summary.js';
export type { RemainingPath } from './run/remaining-scan.js';
export type { MissingExtends } from './run/missing-extends.js';
export type { LeftSite } from './transform/left-sites.js';
export { collectFiles, SKIPPED_DIRECTORIES } from './run/files.js';
export { prefilter, remainingPattern } from './run/prefilter.js';
export { typePass, findTsconfig, type TypePassOptions, type TypePassResult } from './types/type-pass.js';
export { domainName, wordRenames } from './types/domain-names.js';
