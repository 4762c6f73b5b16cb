export {
  changeSchema,
  changeMapFileSchema,
  type Change,
  type ChangeInput,
  type ChangeKind,
  type ChangeOf,
  type ChangeMapFile,
  type Endpoint,
  type HttpMethod,
  type Side,
} from './schema/change.js';
export { versionSchema, sinceSchema } from './schema/version.js';
export {
  VERSIONS,
  FIRST_VERSION,
  LATEST_VERSION,
  SINCE_VERSIONS,
  isVersion,
  parseVersion,
  isSince,
  nextVersion,
  previousVersion,
  stepsBetween,
  versionList,
  type Version,
  type Since,
} from './versions.js';
export {
  RenameMapError,
  InvalidMapError,
  MapConflictError,
  MapReadError,
  UnsupportedVersionError,
  UnknownPlanFieldError,
  UnknownEndpointError,
  formatIssue,
  type MapIssue,
  type RenameMapErrorCode,
} from './errors.js';
export {
  builtinMap,
  createChangeMap,
  overlayProblems,
  toVersion,
  changesSince,
  type ChangeMap,
  type OverlaySource,
} from './map/change-map.js';
export { endpointsOf, splitEndpoint } from './map/endpoints.js';
export type { DeclaredEndpoint } from './map/endpoint-catalog.js';
export { endpointSuggester, unknownEndpointHint } from './map/endpoint-hint.js';
export { belowVersionBase } from './map/version-base.js';
export { readOverlay, parseOverlayText, loadChangeMap } from './overlay/load.js';
export { nearestFile } from './overlay/nearest-file.js';
export {
  createTranslator,
  type Translator,
  type RequestInput,
  type RequestOutput,
  type ResponseInput,
  type ResponseOutput,
  type ResponseBytesInput,
  type ResponseRoute,
  type Route,
} from './engine/translator.js';
export { checkUnchangedBody, type UnchangedBody } from './engine/body-check.js';
export { useWasmRewriter, type BytesOutcome, type Allocate } from './engine/wasm/wasm-rewriter.js';
export { rewriteJson } from './engine/json-rewriter.js';
export { BoundedMemo } from './engine/bounded-memo.js';
export { compileBodyPlan, type Direction, type PlanNode } from './engine/body-plan.js';
export { compileTemplate, matchTemplate, fillTemplate, type PathTemplate } from './engine/path-template.js';
export type { Loss, Note, BodyOutcome } from './result.js';
export { describeChange, anchorOf } from './render/describe.js';
export { gapStatuses, type GapStatus } from './render/gaps.js';
export {
  mapReport,
  renderReportText,
  renderReportMarkdown,
  renderReportJson,
  type MapReport,
} from './render/map-report.js';
export { renderMigrationGuide, type GuideOptions } from './render/migration-guide.js';
export { guideForSteps } from './render/guide-steps.js';
export { defaultGuideUrl, overlayReferenceUrl } from './render/guide-url.js';
export { ndjsonTransform, type LineProblem, type NdjsonProgress } from './stream/ndjson-transform.js';
export { openGapsBetween, openGapsOn, describeOpenGaps, type OpenGap } from './render/open-gaps.js';
