import type { UiLanguage } from './locales.js';
import { LOGIN_TEXTS } from './locales.js';
import { LOGIN_STYLE } from './login-style.js';

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The HTML of the login page: a username/password form posting to `action`, in the given language. */
export function renderLoginPage(
  language: UiLanguage,
  action: string,
  failed: boolean,
  username = '',
): string {
  const t = LOGIN_TEXTS[language];
  // A failed attempt marks both fields invalid and points them at the error, which screen readers announce.
  const invalid = failed ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>${LOGIN_STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
${failed ? `<p id="login-error" role="alert" class="error">${escapeHtml(t.failed)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="ui_locales" value="${language}">
<label>${escapeHtml(t.username)} <input name="username" autocomplete="username" value="${escapeHtml(username)}" required${invalid}></label>
<label>${escapeHtml(t.password)} <input name="password" type="password" autocomplete="current-password" required${invalid}></label>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
</main>
</body>
</html>`;
}
