import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Sandbox } from '@compliance-migrate/sandbox';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINDING_KINDS, htmlFormatter, runCheck, type CheckReport } from '../../src/index.js';
// The browser launcher shared by the tests (a workspace-only subpath, not in the published exports).
import { launchChromium, readPngSize, screenshotDir } from '@compliance-migrate/sandbox/testing/browser';
import { sampleReport } from '../helpers/report.js';
import { sandbox, sandboxEnv, sandboxScenario } from '../helpers/sandbox.js';

let browser: Browser;
let files: Awaited<ReturnType<typeof screenshotDir>>;

beforeAll(async () => {
  browser = await launchChromium();
  files = await screenshotDir('checker-html-report');
});
afterAll(async () => {
  await browser?.close();
  await files?.remove();
});

/** What a page did while it was open: everything it asked for, logged as an error, or popped up. */
interface Watched {
  page: Page;
  url: string;
  requests: string[];
  errors: string[];
  dialogs: string[];
}

/** Writes the report's HTML to a file and opens it with file:// in a fresh page. */
async function openReport(report: CheckReport, name: string): Promise<Watched> {
  const file = join(files.path, `${name}.html`);
  await writeFile(file, htmlFormatter.render(report));
  const url = pathToFileURL(file).href;
  const page = await browser.newPage();
  const watched: Watched = { page, url, requests: [], errors: [], dialogs: [] };
  page.on('request', (request) => watched.requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') watched.errors.push(message.text());
  });
  page.on('pageerror', (error) => watched.errors.push(error.message));
  page.on('dialog', (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response?.ok()).toBe(true);
  return watched;
}

/** The page left alone: nothing fetched but the file itself, nothing logged, nothing run. */
async function expectQuiet(watched: Watched, name: string): Promise<void> {
  const shot = join(files.path, `${name}.png`);
  await watched.page.screenshot({ path: shot, fullPage: true });
  const png = await readPngSize(shot);
  expect(png.bytes).toBeGreaterThan(1000);
  expect(png.width).toBeGreaterThan(0);
  expect(png.height).toBeGreaterThan(0);
  await watched.page.close();
  expect(watched.requests).toEqual([watched.url]);
  expect(watched.errors).toEqual([]);
  expect(watched.dialogs).toEqual([]);
}

/** The cells of the table row whose path cell reads `path`, as shown. */
async function findingRow(page: Page, path: string): Promise<string[]> {
  const row = page
    .locator('#findings > tbody > tr')
    .filter({ has: page.locator('td:nth-child(3)').getByText(path, { exact: true }) });
  expect(await row.count()).toBe(1);
  expect(await row.isVisible()).toBe(true);
  return row.locator('td').allInnerTexts();
}

/** The part of the page's window used here (the project's TypeScript has no DOM library). */
interface PageWindow {
  getComputedStyle(element: unknown): { color: string };
}

/** The text colour a person sees on the first element matching `selector`. */
const colourOf = (page: Page, selector: string): Promise<string> =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => (globalThis as unknown as PageWindow).getComputedStyle(el).color);

describe('the HTML report in Chromium', () => {
  it('shows the summary, each finding with kind, path and severity, and hostile text as text', async () => {
    const watched = await openReport(sampleReport(), 'sample');
    const { page } = watched;
    await expect(page.title()).resolves.toBe('compliance-migrate check: sample <scenario>');
    expect(await page.locator('h1').innerText()).toBe('sample <scenario>: FAILED');
    expect(await colourOf(page, 'h1 .error')).toBe('rgb(176, 0, 32)');

    const summary = (await page.locator('p').first().innerText()).replace(/\s+/g, ' ');
    expect(summary).toContain('A: v5 http://a.test/api/v5');
    expect(summary).toContain('B: v6 http://b.test/api/v6');
    expect(summary).toContain('1.2 s, 9 requests.');
    expect(summary).toContain('3 compared, 1 skipped, 0 failed.');
    expect(summary).toContain('1 error(s), 1 warning(s), 1 info; 1 noisy field(s); fails on error.');

    const headers = await page.locator('#findings thead th').allInnerTexts();
    expect(headers).toEqual(['severity', 'kind', 'path', 'difference (- A, + B)', 'fingerprint']);

    // On top: one row per operation, path pattern and kind, with its count.
    expect(await page.locator('#groups thead th').allInnerTexts()).toEqual([
      'operation',
      'path pattern',
      'kind',
      'severity',
      'count',
      'example',
    ]);
    const groups = await page
      .locator('#groups tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) => (r as unknown as { innerText: string }).innerText.split('\t').slice(0, 5)),
      );
    expect(groups).toEqual([
      ['item <1> & "co"', '$.versionCount', 'response.field-missing', 'error', '1'],
      ['answers', '$.data[*].headerId', 'response.value-changed', 'warning', '1'],
      ['create', '$', 'operation.skipped', 'info', '1'],
    ]);
    const top = await page.locator('#groups').boundingBox();
    const below = await page.locator('#findings').boundingBox();
    expect(top!.y).toBeLessThan(below!.y);

    const missing = await findingRow(page, '$.versionCount');
    expect(missing.slice(0, 3)).toEqual(['error', 'response.field-missing', '$.versionCount']);
    expect(missing[3]).toContain('$.versionCount: missing in B (A: 2)');
    expect(missing[3]).toContain('- 2');

    // The value B sent is a script: the page shows it as text and runs nothing (no dialog, below).
    const changed = await findingRow(page, '$.data[0].headerId');
    expect(changed.slice(0, 3)).toEqual(['warning', 'response.value-changed', '$.data[0].headerId']);
    expect(changed[3]).toContain('- "REC_NAME"');
    expect(changed[3]).toContain('+ "</script><script>alert(1)</script>"');
    expect(await page.locator('script').count()).toBe(0);
    expect(await colourOf(page, 'td.warning')).toBe('rgb(154, 103, 0)');

    const skipped = await findingRow(page, '$');
    expect(skipped.slice(0, 3)).toEqual(['info', 'operation.skipped', '$']);
    expect(skipped[3]).toContain('POST /categories changes data');

    const operations = (await page.locator('#findings tbody th').allInnerTexts()).map((t) =>
      t.replace(/\s+/g, ' '),
    );
    expect(operations).toEqual([
      '1 item <1> & "co" GET /items/1 (200 / 200)',
      '1 answers GET /items/answer',
      'skipped create POST /categories',
      '✓ fine GET /categories',
    ]);
    const noise = await findingRow(page, '$.generatedAt');
    expect(noise[0]).toBe('noise');
    expect(noise[3]).toBe('["t1","t2"]');

    // The finding kinds are folded away until opened.
    const kinds = page.locator('details table');
    expect(await kinds.isVisible()).toBe(false);
    await page.getByText('Finding kinds').click();
    expect(await kinds.isVisible()).toBe(true);
    const kindRows = kinds.locator('tr');
    expect(await kindRows.count()).toBe(Object.keys(FINDING_KINDS).length);
    const kindRow = await kindRows
      .filter({ hasText: 'response.field-missing' })
      .locator('td')
      .allInnerTexts();
    expect(kindRow.slice(0, 2)).toEqual(['response.field-missing', 'error']);
    expect(kindRow[2]).toContain('A field A returns is absent from B');
    await page.getByText('Finding kinds').click();
    expect(await kinds.isVisible()).toBe(false);
    await page.getByText('Finding kinds').click();

    await expectQuiet(watched, 'sample');
  });

  describe('a real check against the sandbox with a regression switched on', () => {
    let s: Sandbox;
    beforeAll(async () => {
      s = await sandbox();
    });
    afterAll(() => s?.close());

    it('reads the dropped field as a person would', async () => {
      s.faults.set({
        regressions: [
          { version: 6, endpoint: 'GET /items/{itemid}', dropField: 'historyCount' },
          { volatileField: 'generatedAt' },
        ],
      });
      const scenario = await sandboxScenario(s, 'sandbox-v5-v6.yaml');
      const report = await runCheck(
        {
          ...scenario,
          operations: scenario.operations.filter((o) => ['item 1', 'categories'].includes(o.name)),
        },
        { env: sandboxEnv(s) },
      );
      expect(report.findings.map((f) => f.kind)).toEqual(['response.field-missing']);

      const watched = await openReport(report, 'sandbox');
      const { page } = watched;
      expect(await page.locator('h1').innerText()).toBe(`${report.scenario}: FAILED`);
      const summary = (await page.locator('p').first().innerText()).replace(/\s+/g, ' ');
      expect(summary).toContain(`A: v5 ${s.apiUrl(5)}`);
      expect(summary).toContain(`B: v6 ${s.apiUrl(6)}`);
      expect(summary).toContain('2 compared, 0 skipped, 0 failed.');
      expect(summary).toContain('1 error(s), 0 warning(s), 0 info;');

      const missing = await findingRow(page, '$.versionCount');
      expect(missing.slice(0, 3)).toEqual(['error', 'response.field-missing', '$.versionCount']);
      expect(missing[4]).toBe(report.findings[0]?.fingerprint);
      expect(await colourOf(page, 'td.error')).toBe('rgb(176, 0, 32)');

      const operations = (await page.locator('#findings tbody th').allInnerTexts()).map((t) =>
        t.replace(/\s+/g, ' '),
      );
      expect(operations).toHaveLength(2);
      expect(operations.find((t) => t.includes('item 1'))).toMatch(
        /^1 item 1 GET \/items\/1 \(200 \/ 200\)$/,
      );
      expect(operations.find((t) => t.includes('categories'))).toMatch(/^✓ categories GET \/categories/);
      // The timestamp that changes on every call is listed as noise under each operation, not as a finding.
      const noise = page
        .locator('#findings > tbody > tr')
        .filter({ has: page.getByText('$.generatedAt', { exact: true }) });
      expect(await noise.locator('td:first-child').allInnerTexts()).toEqual(['noise', 'noise']);

      await expectQuiet(watched, 'sandbox');
    });
  });
});
