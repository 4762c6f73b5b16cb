export { ApiIndex, type Resolution, type StepPlans } from './api/api-index.js';
export type { UrlRules } from './api/url.js';
export {
  transformSource,
  todoText,
  TODO_TAG,
  type EditRecord,
  type TodoRecord,
  type TransformResult,
} from './transform/transform.js';
export { parserFor, supportedExtensions, type ParserName } from './transform/parser.js';
export { CodemodError, type CodemodErrorCode } from './errors.js';
