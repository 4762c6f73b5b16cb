import { describe, expect, it } from 'vitest';
import {
  createChangeMap,
  createTranslator,
  describeOpenGaps,
  openGapsBetween,
  openGapsOn,
} from '../../src/index.js';
import { change, mapWith } from '../helpers.js';

const ids = (gaps: { id: string }[]): string[] => gaps.map((g) => g.id);

describe('open gaps: what the spec says changed and no overlay names', () => {
  it('lists every gap of the steps between two versions, in either direction, until an overlay fills it', () => {
    const map = createChangeMap([]);
    const forward = ids(openGapsBetween(map, 4, 6));
    expect(forward).toContain('v5.gap.categories-list.response');
    expect(forward).toContain('v6.gap.items-search.response');
    expect(ids(openGapsBetween(map, 6, 4))).toEqual(forward);
    expect(ids(openGapsBetween(map, 5, 6)).every((id) => id.startsWith('v6.'))).toBe(true);
    expect(openGapsBetween(map, 6, 6)).toEqual([]);

    const filled = mapWith([
      change('v5.t.name', 5, {
        kind: 'field.renamed',
        endpoint: 'GET /categories',
        in: 'response',
        at: 'data[]',
        from: 'recordName',
        to: 'name',
      }),
    ]);
    expect(ids(openGapsBetween(filled, 4, 6))).not.toContain('v5.gap.categories-list.response');
  });

  it("finds an endpoint's gaps by its name in the translator's input version, per side", () => {
    const map = createChangeMap([]);
    const v4to6 = createTranslator(map, 4, 6);
    // the v4 name reaches the v5 gap keyed by the v5 name
    expect(ids(openGapsOn(map, v4to6, { method: 'GET', path: '/records', side: 'response' }))).toEqual([
      'v5.gap.categories-list.response',
    ]);
    // a concrete path matches its template; request gaps only for request bodies
    expect(ids(openGapsOn(map, v4to6, { method: 'PUT', path: '/records/12', side: 'request' }))).toEqual([
      'v5.gap.category-update.request',
    ]);
    expect(openGapsOn(map, v4to6, { method: 'PUT', path: '/records/12', side: 'response' })).toEqual([]);
    // headerId value gaps count for responses; gaps of both steps are found, from the newer version backward too
    const v6to4 = createTranslator(map, 6, 4);
    expect(ids(openGapsOn(map, v6to4, { method: 'GET', path: '/items/7', side: 'response' }))).toEqual([
      'v6.gap.item-read.response',
      'v5.gap.item-read.response',
    ]);
    expect(
      ids(
        openGapsOn(map, createTranslator(map, 4, 5), {
          method: 'GET',
          path: '/items/7/answer',
          side: 'response',
        }),
      ),
    ).toEqual(['v5.gap.item-answer.headerid']);
    // an endpoint no gap names, and one of the user's own
    expect(openGapsOn(map, v4to6, { method: 'GET', path: '/widgets', side: 'response' })).toEqual([]);
  });

  it('describes them in one paragraph: the count, the first three, and where to go next', () => {
    const map = createChangeMap([]);
    const gaps = openGapsBetween(map, 4, 6);
    const text = describeOpenGaps(gaps, 4, 6);
    expect(text).toMatch(new RegExp(`^${gaps.length} change\\(s\\) the spec documents between v4 and v6`));
    expect(text).toContain(`and ${gaps.length - 3} more`);
    expect(text).toContain('--overlay FILE');
    expect(text).toContain('map show --from 4 --to 6');
    const one = describeOpenGaps(gaps.slice(0, 1), 4, 6);
    expect(one).not.toContain('more');
    expect(one).not.toContain('names not in the spec');
  });
});
