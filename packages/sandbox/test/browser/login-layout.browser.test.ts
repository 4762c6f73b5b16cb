import * as client from 'openid-client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT_URI, startSandbox } from '../../src/index.js';
import type { Sandbox } from '../../src/index.js';
import { LOGIN_TEXTS, UI_LANGUAGES } from '../../src/idp/locales.js';
import { launchChromium } from './launch.js';

/** A phone (390 × 844, as an iPhone 12–15, with a mobile viewport) and a desktop window. */
const SCREENS = [
  { name: 'phone', width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  { name: 'desktop', width: 1280, height: 800, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
] as const;

let sandbox: Sandbox;
let spa: client.Configuration;
let browser: Browser;

beforeAll(async () => {
  sandbox = await startSandbox();
  spa = await client.discovery(new URL(sandbox.issuer), 'demo-spa', undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

/** Opens the login page of a PKCE authorization request in `language`. */
async function openLogin(page: Page, language: string): Promise<void> {
  const verifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(spa, {
    redirect_uri: DEFAULT_REDIRECT_URI,
    scope: 'openid',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: client.randomState(),
    nonce: client.randomNonce(),
    ui_locales: language,
  });
  const response = await page.goto(url.href);
  expect(response?.status()).toBe(200);
}

/** The few DOM members read in the page (the workspace compiles without the DOM library). */
interface PageElement {
  id: string;
  tagName: string;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { left: number; right: number; height: number };
}
interface PageGlobals {
  innerWidth: number;
  document: {
    documentElement: PageElement & { scrollWidth: number; lang: string };
    body: PageElement;
    forms: ArrayLike<PageElement>;
    querySelector(selector: string): PageElement | null;
    querySelectorAll(selector: string): Iterable<PageElement>;
  };
  getComputedStyle(
    element: PageElement,
  ): Record<
    'fontFamily' | 'fontSize' | 'color' | 'backgroundColor' | 'borderLeftColor' | 'borderLeftWidth',
    string
  >;
}

/** Layout facts read in the page: sizes, overflow and computed colours. */
interface Layout {
  innerWidth: number;
  scrollWidth: number;
  lang: string;
  fontFamily: string;
  controls: { name: string; left: number; right: number; height: number; fontSize: number }[];
  form: { left: number; right: number };
}

function readLayout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const { document, innerWidth, getComputedStyle } = globalThis as unknown as PageGlobals;
    const box = (e: PageElement) => e.getBoundingClientRect();
    return {
      innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      lang: document.documentElement.lang,
      fontFamily: getComputedStyle(document.body).fontFamily,
      controls: [...document.querySelectorAll('input:not([type=hidden]), button')].map((e) => ({
        name: e.getAttribute('name') ?? e.tagName,
        left: box(e).left,
        right: box(e).right,
        height: box(e).height,
        fontSize: parseFloat(getComputedStyle(e).fontSize),
      })),
      form: { left: box(document.forms[0]!).left, right: box(document.forms[0]!).right },
    };
  });
}

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe.each(SCREENS)('login page layout on a $name ($width px)', (screen) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      isMobile: screen.isMobile,
      hasTouch: screen.hasTouch,
      deviceScaleFactor: screen.deviceScaleFactor,
    });
  });
  afterAll(() => context?.close());

  it.each(UI_LANGUAGES)(
    '%s: fits the width, controls easy to hit, the refused login shown as an error',
    async (language) => {
      const page = await context.newPage();
      const texts = LOGIN_TEXTS[language];
      await openLogin(page, language);

      const layout = await readLayout(page);
      // The viewport meta makes a phone lay the page out at its own width (980 px without it).
      expect(layout.innerWidth).toBe(screen.width);
      expect(layout.scrollWidth, 'no horizontal scrolling').toBeLessThanOrEqual(layout.innerWidth);
      expect(layout.lang).toBe(language);
      expect(layout.fontFamily).toMatch(/^system-ui,/);
      expect(layout.controls.map((c) => c.name)).toEqual(['username', 'password', 'BUTTON']);
      for (const control of layout.controls) {
        expect(control.height, control.name).toBeGreaterThanOrEqual(44);
        expect(control.fontSize, control.name).toBeGreaterThanOrEqual(16);
        expect(control.left, control.name).toBeGreaterThanOrEqual(0);
        expect(control.right, control.name).toBeLessThanOrEqual(layout.innerWidth);
      }
      if (screen.width > 600) {
        // A narrow column, centred, rather than fields stretched across a wide window.
        expect(layout.form.right - layout.form.left).toBeLessThan(500);
        expect(Math.abs(layout.form.left - (layout.innerWidth - layout.form.right))).toBeLessThanOrEqual(2);
      }
      expect(await page.getByRole('alert').count()).toBe(0);

      await page.getByLabel(texts.username).fill('alice');
      await page.getByLabel(texts.password).fill('wrong');
      await page.getByRole('button', { name: texts.submit }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe(texts.failed);
      const after = await readLayout(page);
      expect(after.lang).toBe(language);
      expect(after.scrollWidth, 'no horizontal scrolling with the error').toBeLessThanOrEqual(
        after.innerWidth,
      );

      const colours = await page.evaluate(() => {
        const { document, getComputedStyle } = globalThis as unknown as PageGlobals;
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        const error = style('[role=alert]');
        const body = style('body');
        return {
          error: error.color,
          errorBackground: error.backgroundColor,
          errorBorder: error.borderLeftColor,
          errorBorderWidth: parseFloat(error.borderLeftWidth),
          text: body.color,
          background: body.backgroundColor,
          invalid: [...document.querySelectorAll('input[aria-invalid=true]')].map((e) =>
            e.getAttribute('name'),
          ),
          describedBy: document.querySelector('input[name=username]')!.getAttribute('aria-describedby'),
          errorId: document.querySelector('[role=alert]')!.id,
        };
      });
      // Distinct from the page's text and background, readable (WCAG AA 4.5:1), with a border that does not rely on
      // hue alone, and tied to the fields it is about.
      expect(colours.error).not.toBe(colours.text);
      expect(colours.errorBackground).not.toBe(colours.background);
      expect(contrast(colours.error, colours.errorBackground)).toBeGreaterThanOrEqual(4.5);
      expect(colours.errorBorder).not.toBe(colours.text);
      expect(colours.errorBorderWidth).toBeGreaterThanOrEqual(3);
      expect(colours.invalid).toEqual(['username', 'password']);
      expect(colours.describedBy).toBe(colours.errorId);
      await page.close();
    },
  );
});
