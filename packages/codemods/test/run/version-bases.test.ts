import { describe, expect, it } from 'vitest';
import { quotedStrings, versionBases } from '../../src/run/version-bases.js';

describe('base URLs still naming the old version', () => {
  it('are the string literals ending in its segment, with line and column; endpoint URLs and other versions are not', () => {
    const text = [
      "window.APP_CONFIG = { apiBase: 'https://compliance.example.com/api/v4' };",
      'const rel = "/api/v4/";',
      "const full = '/api/v4/records';",
      "const next = 'https://compliance.example.com/api/v6';",
      "const word = 'v4';",
    ].join('\n');
    expect(versionBases('js/config.js', text, 4)).toEqual([
      { file: 'js/config.js', line: 1, column: 32, text: 'https://compliance.example.com/api/v4' },
      { file: 'js/config.js', line: 2, column: 13, text: '/api/v4/' },
    ]);
    expect(versionBases('js/config.js', text, 5)).toEqual([]);
  });

  it('include a base path written without its leading slash (an ember-data namespace); not a word or an endpoint', () => {
    const text = [
      'export default class ApplicationAdapter extends RESTAdapter {',
      "  namespace = 'compliance/api/v4';",
      "  other = 'api/v4/records';",
      "  tag = 'release-v4';",
      '}',
    ].join('\n');
    expect(versionBases('app/adapters/application.js', text, 4)).toEqual([
      { file: 'app/adapters/application.js', line: 2, column: 15, text: 'compliance/api/v4' },
    ]);
  });

  it("include msw's wildcard handlers ('*/api/v4/…'), whose version no longer matches the migrated app", () => {
    const text = [
      "http.post('*/api/v4/notificationProfiles/add', resolver);",
      "http.get('*/records', resolver);",
      "const note = '*/api/v6/records';",
    ].join('\n');
    expect(versionBases('src/test/handlers.ts', text, 4)).toEqual([
      { file: 'src/test/handlers.ts', line: 1, column: 11, text: '*/api/v4/notificationProfiles/add' },
    ]);
  });

  it('quoted strings carry the line and column they start at, across blank lines, several a line and the last line', () => {
    const text = "a('x');\n\n  b(\"y\", `z`);\nc('w')";
    expect([...quotedStrings(text)]).toEqual([
      { content: 'x', line: 1, column: 3 },
      { content: 'y', line: 3, column: 5 },
      { content: 'z', line: 3, column: 10 },
      { content: 'w', line: 4, column: 3 },
    ]);
  });
});
