import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { changeSchema } from '../../src/index.js';

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
