/**
 * In an ember-data app the adapter builds every URL of the API: `${this.urlPrefix()}/items/search` in an adapter,
 * `` `${adapter.urlPrefix()}/hazards/…` `` or `` `${this.adapter.host}/api/v4/…` `` in a service holding one
 * (`store.adapterFor('application')`). Those expressions are this API's base, as if named with `--api-base`.
 */

/** An import of ember-data (`@ember-data/adapter/rest`, `ember-data/adapter`, `@ember-data/store`). */
const EMBER_DATA_IMPORT = /\bfrom\s*['"](?:@ember-data\/[\w/-]+|ember-data(?:\/[\w/-]+)?)['"]/;

/** The base names an ember-data adapter gives, when some file imports ember-data; none otherwise. */
export function emberAdapterBases(sources: Iterable<string>): string[] {
  for (const text of sources) if (usesEmberData(text)) return ['urlPrefix()', 'adapter.host'];
  return [];
}

/** Whether a file imports ember-data. */
export function usesEmberData(text: string): boolean {
  return EMBER_DATA_IMPORT.test(text);
}
