import { fileURLToPath } from 'node:url';
import { createChangeMap, loadChangeMap, openGapsBetween } from '@compliance-migrate/rename-map';
import { describe, expect, it } from 'vitest';
import { openGapsWarning } from '../../src/lib/open-gaps-warning.js';

const sandboxOverlay = fileURLToPath(new URL('../../../../fixtures/maps/sandbox.yaml', import.meta.url));

describe('the start-up warning about changes no overlay names', () => {
  const builtin = createChangeMap([]);

  it('names the gaps of the default client step when no overlay fills them, in either direction', () => {
    const forward = openGapsWarning(builtin, { clientVersion: 4, upstreamVersion: 6, translate: true });
    expect(forward).toMatch(
      /^warning: \d+ change\(s\) the spec documents between v4 and v6 without naming them/,
    );
    expect(forward).toContain('GET /profiles/search: response fields renamed');
    expect(forward).toMatch(/, and \d+ more\)/);
    expect(forward).toContain('--overlay FILE');
    // a v6 client in front of a v5 service meets the v6 step's gaps backward
    const backward = openGapsWarning(builtin, { clientVersion: 6, upstreamVersion: 5, translate: true });
    const v6Gaps = openGapsBetween(builtin, 5, 6).length;
    expect(backward).toMatch(
      new RegExp(`^warning: ${v6Gaps} change\\(s\\) the spec documents between v6 and v5`),
    );
    expect(v6Gaps).toBeLessThan(openGapsBetween(builtin, 4, 6).length);
  });

  it('says nothing when there is nothing to translate or every gap is filled', async () => {
    expect(
      openGapsWarning(builtin, { clientVersion: 6, upstreamVersion: 6, translate: true }),
    ).toBeUndefined();
    expect(
      openGapsWarning(builtin, { clientVersion: 4, upstreamVersion: 6, translate: false }),
    ).toBeUndefined();
    const filled = await loadChangeMap([sandboxOverlay]);
    expect(
      openGapsWarning(filled, { clientVersion: 4, upstreamVersion: 6, translate: true }),
    ).toBeUndefined();
  });
});
