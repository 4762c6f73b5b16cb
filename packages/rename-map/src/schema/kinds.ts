import { changeSchema, type ChangeKind, type ChangeOf } from './change.js';

/** Which stage of the translator carries out a kind of change. */
export type KindStage = 'resource' | 'endpoint' | 'query' | 'body' | 'gap';

/** What every stage needs to know of one kind: where the translator applies it, and its guide heading. */
export interface KindInfo {
  readonly stage: KindStage;
  /** The heading its changes are listed under in the migration guide. */
  readonly heading: string;
}

/**
 * Every change kind, in guide order. `satisfies Record<ChangeKind, …>` makes a kind added to `changeSchema`
 * fail to compile here until it is given a stage and a heading (see "How to add a kind" in docs/architecture.md).
 */
export const KINDS = {
  'resource.renamed': { stage: 'resource', heading: 'Renamed resources' },
  'endpoint.renamed': { stage: 'endpoint', heading: 'Renamed endpoints' },
  'endpoint.moved': { stage: 'endpoint', heading: 'Moved endpoints' },
  'query.renamed': { stage: 'query', heading: 'Renamed parameters' },
  'field.renamed': { stage: 'body', heading: 'Renamed fields' },
  'value.renamed': { stage: 'body', heading: 'Renamed values' },
  'field.toMany': { stage: 'body', heading: 'Fields that became lists' },
  'field.added': { stage: 'body', heading: 'Added fields' },
  'field.removed': { stage: 'body', heading: 'Removed fields' },
  'gap.unnamed': { stage: 'gap', heading: 'Changes the spec documents without naming them' },
} as const satisfies Record<ChangeKind, KindInfo>;

/** The kinds of one stage, as a type: `KindsOf<'body'>` is every kind the body rewriter applies. */
export type KindsOf<S extends KindStage> = {
  [K in ChangeKind]: (typeof KINDS)[K]['stage'] extends S ? K : never;
}[ChangeKind];

/** The kind names the change schema accepts, in its order (for messages listing them). */
export const CHANGE_KINDS: readonly ChangeKind[] = changeSchema.options.map(
  (option) => option.shape.kind.value,
);

/** Whether a change is of a kind the given stage applies. */
export function isStage<S extends KindStage>(
  change: { kind: ChangeKind },
  stage: S,
): change is ChangeOf<KindsOf<S>> {
  return KINDS[change.kind].stage === stage;
}

/** Reports a case a switch over kinds (or plan fields) forgot; a compile error first, a throw if it runs. */
export function assertNever(value: never, what: string): never {
  throw new Error(`unhandled ${what}: ${JSON.stringify(value)}`);
}
