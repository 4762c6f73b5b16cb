import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FINDING_KINDS, fingerprintOf, findingKinds, makeFinding, SEVERITIES } from '../src/index.js';

describe('the finding kind registry', () => {
  it('ids are unique, kebab-case `area.what`, and match their keys', () => {
    const ids = findingKinds().map((k) => k.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, kind] of Object.entries(FINDING_KINDS)) {
      expect(kind.id).toBe(key);
      expect(kind.id).toMatch(/^[a-z]+\.[a-z]+(-[a-z]+)*$/);
      expect(SEVERITIES).toContain(kind.severity);
      expect(kind.title.length).toBeGreaterThan(0);
      expect(kind.help.length).toBeGreaterThan(0);
    }
  });

  it('severities follow the policy: missing field and type change error, value warning, addition info', () => {
    expect(FINDING_KINDS['response.field-missing'].severity).toBe('error');
    expect(FINDING_KINDS['response.type-changed'].severity).toBe('error');
    expect(FINDING_KINDS['response.value-changed'].severity).toBe('warning');
    expect(FINDING_KINDS['response.field-added'].severity).toBe('info');
    expect(FINDING_KINDS['response.error-field-added'].severity).toBe('warning');
  });

  it('ids are pinned (renaming one breaks CI baselines)', () => {
    expect(Object.keys(FINDING_KINDS)).toMatchInlineSnapshot(`
      [
        "response.status-changed",
        "response.field-missing",
        "response.type-changed",
        "response.value-changed",
        "response.field-added",
        "response.error-field-added",
        "response.array-length",
        "response.array-order",
        "response.item-missing",
        "response.item-added",
        "response.body-invalid",
        "response.content-type-changed",
        "response.body-changed",
        "response.body-not-compared",
        "request.failed",
        "operation.skipped",
      ]
    `);
  });

  it('every kind is documented in docs/checker.md', async () => {
    const doc = await readFile(new URL('../../../docs/checker.md', import.meta.url), 'utf8');
    for (const id of Object.keys(FINDING_KINDS)) expect(doc).toContain(`\`${id}\``);
  });

  it('fingerprints hash kind, operation and path', () => {
    const f = makeFinding('response.field-missing', 'item 1', '$.x', { expected: 1 });
    expect(f.fingerprint).toBe(fingerprintOf('response.field-missing', 'item 1', '$.x'));
    expect(f.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintOf('response.field-missing', 'item 1', '$.y')).not.toBe(f.fingerprint);
  });
});
