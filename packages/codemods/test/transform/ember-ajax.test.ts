import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * An ember-data adapter's `ajax(url, type, { data })`, written unlike the Ember trial's (plain JavaScript, a `+`
 * URL on `adapter.urlPrefix()`, a lower-case type, the adapter looked up per model): the body is renamed as a
 * request's. jQuery's `$.ajax(url, { type, data })` beside it, on another service, is left alone.
 */
const files: Record<string, string> = {
  'jsconfig.json': JSON.stringify({ compilerOptions: { checkJs: false }, include: ['src'] }),
  'src/services/hazards.js': [
    "import Service, { inject as service } from '@ember/service';",
    '',
    'export default class HazardsService extends Service {',
    '  @service store;',
    '',
    '  raiseForProfile(profileId, name, level) {',
    "    const adapter = this.store.adapterFor('hazard');",
    "    return adapter.ajax(adapter.urlPrefix() + '/hazards/complianceProfile', 'post', {",
    '      data: { profileId, hazardName: name, riskLevel: level },',
    '    });',
    '  }',
    '',
    '  notifyCrm(name) {',
    "    return $.ajax('https://crm.example.org/hazards/complianceProfile', { type: 'POST', data: { hazardName: name } });",
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/adapters/application.js': [
    "import RESTAdapter from '@ember-data/adapter/rest';",
    '',
    'export default class ApplicationAdapter extends RESTAdapter {',
    "  namespace = 'api/v4';",
    '}',
    '',
  ].join('\n'),
};

describe("an ember-data adapter's ajax call", () => {
  it('sends its data as the body, renamed; jQuery on another host is not it', async () => {
    await migrateSmallProject('ember-ajax-', files, { from: 4, to: 6 }, async (dir) => {
      expect(await readFile(join(dir, 'src/services/hazards.js'), 'utf8')).toBe(
        (files['src/services/hazards.js'] ?? '').replace(
          'data: { profileId, hazardName: name, riskLevel: level }',
          'data: { profileId, title: name, severity: level }',
        ),
      );
    });
  }, 60_000);
});
