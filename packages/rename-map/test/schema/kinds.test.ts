import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { validateMapFile } from '../../src/map/validate.js';
import { assertNever, CHANGE_KINDS, KINDS, type KindInfo, type KindStage } from '../../src/schema/kinds.js';
import {
  builtinMap,
  changeSchema,
  createChangeMap,
  renderMigrationGuide,
  SINCE_VERSIONS,
  type ChangeKind,
} from '../../src/index.js';

const kinds = changeSchema.options.map((option) => option.shape.kind.value);

describe('change kinds', () => {
  it('are the kinds DESIGN.md names, plus gap.unnamed for what the spec leaves unnamed', () => {
    expect([...kinds].sort()).toEqual(
      [
        'endpoint.moved',
        'endpoint.renamed',
        'field.added',
        'field.removed',
        'field.renamed',
        'field.toMany',
        'gap.unnamed',
        'query.renamed',
        'resource.renamed',
        'value.renamed',
      ].sort(),
    );
  });

  it('are each documented in the overlay reference', async () => {
    const reference = await readFile(new URL('../../../../docs/overlays.md', import.meta.url), 'utf8');
    for (const kind of kinds)
      expect(reference, kind).toMatch(new RegExp(`^\\| \`${kind.replace('.', '\\.')}\` +\\|`, 'm'));
  });
});

describe('the kind registry (KINDS)', () => {
  it('names exactly the kinds of the schema, so every stage that reads it covers them all', () => {
    expect(Object.keys(KINDS).sort()).toEqual([...kinds].sort());
    expect([...CHANGE_KINDS]).toEqual(kinds);
  });

  it('gives the validator its list: an unknown kind is answered with every kind the schema has', () => {
    let message = '';
    try {
      validateMapFile({ changes: [{ id: 'v5.x', title: 'x', since: 5, kind: 'field.split' }] }, 'my.yaml');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('field "kind": expected one of');
    for (const kind of kinds) expect(message, kind).toContain(kind);
  });

  it('gives the guide its headings: every kind with changes in a step gets its heading there', () => {
    const guide = renderMigrationGuide(createChangeMap());
    for (const since of SINCE_VERSIONS) {
      const step = guide.split(/\n(?=## v)/).find((part) => part.startsWith(`## v${since - 1} → v${since}`))!;
      const present = new Set(
        builtinMap()
          .filter((c) => c.since === since)
          .map((c) => c.kind),
      );
      for (const kind of present) expect(step, kind).toContain(`### ${KINDS[kind].heading} (v${since})`);
    }
  });
});

// Type-level (`pnpm typecheck` fails on an unused @ts-expect-error): a kind added to the schema but not to KINDS.
type WithNewKind = ChangeKind | 'field.split';
// @ts-expect-error KINDS lacks the new kind: it fails to compile until the kind is given a stage and a heading.
export const extended: Record<WithNewKind, KindInfo> = KINDS;
/** A switch over kinds that misses one does not compile either (assertNever takes only `never`). */
export function stageOf(kind: WithNewKind): KindStage {
  switch (kind) {
    case 'resource.renamed':
      return 'resource';
    case 'endpoint.renamed':
    case 'endpoint.moved':
      return 'endpoint';
    case 'query.renamed':
      return 'query';
    case 'field.renamed':
    case 'value.renamed':
    case 'field.toMany':
    case 'field.added':
    case 'field.removed':
      return 'body';
    case 'gap.unnamed':
      return 'gap';
    default:
      // @ts-expect-error 'field.split' is unhandled.
      return assertNever(kind, 'kind');
  }
}
