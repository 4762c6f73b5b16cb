/** The languages of the login page (spec §4.2 `ui_locales`). */
export type UiLanguage = 'en' | 'es' | 'ru' | 'kk' | 'nl';

/** The texts of the login page. */
export interface LoginTexts {
  title: string;
  username: string;
  password: string;
  submit: string;
  failed: string;
}

/** The login page texts per language. */
export const LOGIN_TEXTS: Readonly<Record<UiLanguage, LoginTexts>> = {
  en: {
    title: 'Sign in',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    failed: 'Invalid username or password.',
  },
  es: {
    title: 'Iniciar sesión',
    username: 'Usuario',
    password: 'Contraseña',
    submit: 'Entrar',
    failed: 'Usuario o contraseña no válidos.',
  },
  ru: {
    title: 'Вход',
    username: 'Имя пользователя',
    password: 'Пароль',
    submit: 'Войти',
    failed: 'Неверное имя пользователя или пароль.',
  },
  kk: {
    title: 'Кіру',
    username: 'Пайдаланушы аты',
    password: 'Құпия сөз',
    submit: 'Кіру',
    failed: 'Пайдаланушы аты немесе құпия сөз қате.',
  },
  nl: {
    title: 'Aanmelden',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    submit: 'Aanmelden',
    failed: 'Ongeldige gebruikersnaam of wachtwoord.',
  },
};

/** Every supported language tag without region, in spec order. */
export const UI_LANGUAGES: readonly UiLanguage[] = ['en', 'es', 'ru', 'kk', 'nl'];

/** The first supported language of a space-separated `ui_locales` list (a region is allowed); default `en`. */
export function pickLanguage(uiLocales: string | undefined): UiLanguage {
  for (const tag of (uiLocales ?? '').split(' ')) {
    const language = tag.split('-')[0]?.toLowerCase() as UiLanguage;
    if (UI_LANGUAGES.includes(language)) return language;
  }
  return 'en';
}
