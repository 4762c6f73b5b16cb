import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Jar, fetchWith, follow, redirected, submitLogin } from './browser-http.js';
import { answerOf } from './browser-http.js';
import type { IdpFixture } from './browser-http.js';
import { startIdp } from './browser-http.js';

// Spec §4.2 and §8: ui_locales en, es, ru, kk, nl, a region may be added; unsupported values are ignored
// and the default is English. The expected texts are written out here, not taken from the sandbox's table.

let idp: IdpFixture;
beforeAll(async () => {
  idp = await startIdp();
});
afterAll(async () => {
  await idp.close();
});

const PAGES = {
  en: {
    title: 'Sign in',
    username: 'Username',
    password: 'Password',
    failed: 'Invalid username or password.',
  },
  es: {
    title: 'Iniciar sesión',
    username: 'Usuario',
    password: 'Contraseña',
    failed: 'Usuario o contraseña no válidos.',
  },
  ru: {
    title: 'Вход',
    username: 'Имя пользователя',
    password: 'Пароль',
    failed: 'Неверное имя пользователя или пароль.',
  },
  kk: {
    title: 'Кіру',
    username: 'Пайдаланушы аты',
    password: 'Құпия сөз',
    failed: 'Пайдаланушы аты немесе құпия сөз қате.',
  },
  nl: {
    title: 'Aanmelden',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    failed: 'Ongeldige gebruikersnaam of wachtwoord.',
  },
} as const;

const CASES: [string | undefined, keyof typeof PAGES][] = [
  ['en', 'en'],
  ['es', 'es'],
  ['ru', 'ru'],
  ['kk', 'kk'],
  ['nl', 'nl'],
  ['en-US', 'en'],
  ['nl-BE', 'nl'],
  ['ES-mx', 'es'],
  ['fr', 'en'],
  ['fr nl-NL es', 'nl'],
  [undefined, 'en'],
];

const request = (uiLocales: string | undefined) =>
  idp.authorizeUrl({
    client_id: 'demo-client',
    response_type: 'code',
    scope: 'openid',
    state: 'locale',
    ...(uiLocales === undefined ? {} : { ui_locales: uiLocales }),
  });

describe('ui_locales on the login page', () => {
  for (const [uiLocales, language] of CASES) {
    it(`${uiLocales ?? '(absent)'} → ${language}`, async () => {
      const page = await follow(idp.sandbox, new Jar(), request(uiLocales));
      if (page.kind !== 'login') throw new Error(`expected the login page, got ${JSON.stringify(page)}`);
      const texts = PAGES[language];
      expect(page.html).toContain(`<html lang="${language}">`);
      expect(page.html).toContain(`<title>${texts.title}</title>`);
      expect(page.html).toContain(`<h1>${texts.title}</h1>`);
      expect(page.html).toContain(`${texts.username} <input name="username"`);
      expect(page.html).toContain(`${texts.password} <input name="password"`);
      for (const [other, otherTexts] of Object.entries(PAGES)) {
        if (other !== language) expect(page.html).not.toContain(otherTexts.username);
      }
    });
  }

  it('keeps the language on a failed attempt, then signs in', async () => {
    const jar = new Jar();
    const page = await follow(idp.sandbox, jar, request('kk-KZ'));
    if (page.kind !== 'login') throw new Error('expected the login page');
    const failed = await fetchWith(jar, new URL(page.action, idp.sandbox.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'alice', password: 'wrong' }),
    });
    expect(failed.status).toBe(401);
    const html = await failed.text();
    expect(html).toContain('<html lang="kk">');
    expect(html).toContain(PAGES.kk.failed);
    expect(html).toContain('value="alice"');
    const back = redirected(await submitLogin(idp.sandbox, jar, page, 'alice'));
    expect(answerOf(back).get('state')).toBe('locale');
  });
});
