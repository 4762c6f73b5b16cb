export {
  CheckerError,
  ScenarioInvalidError,
  ReportInvalidError,
  InferStepError,
  ScenarioReadError,
  SecretMissingError,
  TargetAuthError,
  type CheckerErrorCode,
  type ScenarioIssue,
} from './errors.js';
export {
  scenarioSchema,
  authProfileSchema,
  targetSchema,
  operationSchema,
  optionsSchema,
  type AuthProfile,
  type Operation,
  type ResolvedTarget,
  type Scenario,
  type ScenarioInput,
  type ScenarioOptions,
  type Target,
} from './scenario/schema.js';
export { loadScenario, parseScenario, type LoadScenarioOptions } from './scenario/load.js';
export { FINDING_KINDS, findingKinds, type FindingKind, type FindingKindId } from './findings/kinds.js';
export { SEVERITIES, atLeast, type Severity } from './findings/severity.js';
export { describeFinding, fingerprintOf, makeFinding, type Finding } from './findings/finding.js';
export { groupFindings, GROUP_EXAMPLES, type FindingGroup } from './findings/group.js';
export { compileDiffOptions, diffJson, canonical, type DiffOptions } from './compare/diff-json.js';
export { compilePath, genericPath } from './compare/json-path.js';
export type { NoiseField } from './compare/noise.js';
export { runCheck, failsAt, type RunCheckOptions } from './run/run-check.js';
export type { CheckReport, OperationResult, SentRequest } from './run/report-types.js';
export type { AccessTokens } from './run/auth.js';
export type { ReportFormatter, RenderOptions } from './report/formatter.js';
export { FORMATTERS, formatterFor, type FormatId } from './report/formatters.js';
export { terminalFormatter } from './report/format-terminal.js';
export { jsonFormatter } from './report/format-json.js';
export { junitFormatter } from './report/format-junit.js';
export { htmlFormatter } from './report/format-html.js';
export { githubFormatter } from './report/format-github.js';
export { renderSetupFailure, type SetupFailure } from './report/setup-failure.js';
export { unansweredTargets, describeUnanswered, type UnansweredTarget } from './report/unanswered.js';
export { inferChanges, type InferChangesOptions } from './infer/infer-changes.js';
export { probeQueryRenames, type ProbeQueryOptions } from './infer/probe-queries.js';
export {
  probeWrites,
  type ProbedRun,
  type RefutedProposal,
  type SentWrite,
  type WriteAnswers,
  type WriteProbeOutcome,
} from './infer/probe-writes.js';
export {
  inferFromRuns,
  type InferRun,
  type InferRunsOptions,
  type InferRunsResult,
} from './infer/infer-runs.js';
export {
  scoreProposals,
  renderScoreTable,
  unitsOf,
  exercised,
  changesFromTruth,
  type KindScore,
  type TruthDifference,
} from './infer/score.js';
export { DEFAULT_MIN_CONFIDENCE, type Evidence, type InferOptions, type Proposal } from './infer/proposal.js';
export { readReport } from './report/read-report.js';
export { renderProposalFile } from './infer/proposal-file.js';
