/**
 * Ember's conventions for an ember-data app's files and URLs: `app/models/<name>.ts` declares the model `<name>`,
 * `app/adapters/<name>.ts` and `app/serializers/<name>.ts` its adapter and serializer (`application` for every
 * model), and RESTAdapter sends a model to the camel-cased plural of its name (`notification-profile` →
 * `/notificationProfiles`), after the adapter's host and namespace.
 */

/** The three kinds of ember-data files named for a model. */
export type EmberRole = 'models' | 'adapters' | 'serializers';

const FILE =
  /(?:^|[\\/])(?:app|addon)[\\/](models|adapters|serializers)[\\/]([a-z0-9-]+)\.(?:ts|js|mts|mjs)$/;

/** The role and model name of a file of an ember-data app (`app/serializers/item.ts` → serializers, `item`). */
export function emberFile(file: string): { role: EmberRole; name: string } | undefined {
  const m = FILE.exec(file);
  return m ? { role: m[1] as EmberRole, name: m[2]! } : undefined;
}

/** The path RESTAdapter's default `pathForType` gives a model: `record` → `/records`, `item-history` → `/itemHistories`. */
export function defaultModelPath(name: string): string {
  const camel = name.replace(/[-_]([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return '/' + pluralize(camel);
}

/**
 * The plural of an English noun as ember-inflector forms the common ones: `category` → `categories`, `box` →
 * `boxes`, `record` → `records`. Irregular nouns beyond these rules are not known; such a model's path is a guess.
 */
export function pluralize(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return word.slice(0, -1) + 'ies';
  if (/(?:s|x|z|ch|sh)$/i.test(word)) return word + 'es';
  return word + 's';
}

/**
 * Whether an adapter's `namespace` is this API's: a base path of the rules (`api`, `compliance/api`), with or without
 * a version segment after it (`api/v4`), or a bare version (`v4`).
 */
export function isApiNamespace(namespace: string, basePaths: readonly string[]): boolean {
  const path = '/' + namespace.replace(/^\/+|\/+$/g, '');
  if (/^(?:\/[\w-]+)*\/v\d+$/.test(path)) return true;
  return basePaths.some((b) => {
    const base = b.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`^(?:/[\\w-]+)*${base}(?:/v\\d+)?$`).test(path);
  });
}
