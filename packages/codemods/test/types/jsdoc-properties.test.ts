import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';

/**
 * A JavaScript model declared as `@typedef {Object}` with `@property` tags (`types/jsdoc-properties.ts`): a body typed
 * by it has the tags renamed with the reads they type; a typedef of the app's own, sent nowhere or spread into a body,
 * keeps its names.
 */
const files = {
  'jsconfig.json': JSON.stringify({ compilerOptions: { target: 'ES6', module: 'commonjs' } }),
  'src/client.js': [
    "'use strict';",
    "var request = require('request');",
    "var api = request.defaults({ baseUrl: 'http://localhost:5080/api/v4', json: true });",
    'exports.post = function (uri, body, callback) {',
    "  api({ method: 'POST', uri: uri, body: body }, callback);",
    '};',
    '',
  ].join('\n'),
  'src/notifications.js': [
    "'use strict';",
    "var client = require('./client');",
    '',
    '/**',
    ' * @typedef {Object} NotificationProfile',
    ' * @property {string} name',
    ' * @property {number[]} recordIds',
    ' * @property {string[]} recipientEmails',
    ' */',
    '',
    '/**',
    ' * Our dashboard filter, sent nowhere.',
    ' * @typedef {Object} RecordFilter',
    ' * @property {number[]} recordIds',
    ' */',
    '',
    '/**',
    ' * @param {NotificationProfile} profile',
    ' * @param {RecordFilter} filter',
    ' * @param {function(Error)} callback',
    ' */',
    'exports.add = function (profile, filter, callback) {',
    '  if (!profile.recordIds.length) profile.recordIds = filter.recordIds;',
    "  client.post('/notificationProfiles/add', profile, callback);",
    '};',
    '',
  ].join('\n'),
};

const spreadInput = {
  'jsconfig.json': files['jsconfig.json'],
  'src/client.js': files['src/client.js'],
  'src/notifications.js': [
    "'use strict';",
    "var client = require('./client');",
    '',
    '/**',
    ' * The form our dashboard posts: its own names.',
    ' * @typedef {Object} ProfileInput',
    ' * @property {number[]} recordIds',
    ' */',
    '',
    '/**',
    ' * @param {ProfileInput} input',
    ' * @param {function(Error)} callback',
    ' */',
    'exports.add = function (input, callback) {',
    "  client.post('/notificationProfiles/add', { name: 'ops', ...input }, callback);",
    '};',
    '',
  ].join('\n'),
};

describe('JSDoc @property typedefs (types/jsdoc-properties.ts)', () => {
  it('leaves the typedef of a value spread into a body: it may be the app’s own input, written out by a person', async () => {
    await migrateSmallProject('jsdoc-spread-', spreadInput, { from: 4, to: 6 }, async (dir) => {
      const out = await readFile(join(dir, 'src/notifications.js'), 'utf8');
      expect(out).toContain(' * @typedef {Object} ProfileInput\n * @property {number[]} recordIds\n');
      expect(out).toContain("client.post('/notificationProfiles', { name: 'ops', ...input }, callback);");
    });
  }, 60_000);

  it('renames the tags of a typedef typing a body, and the reads; the app’s own typedef stays', async () => {
    await migrateSmallProject('jsdoc-properties-', files, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/notifications.js'), 'utf8');
      expect(out).toContain(' * @property {number[]} categoryIds\n * @property {string[]} recipients\n');
      expect(out).toContain(' * @typedef {Object} RecordFilter\n * @property {number[]} recordIds\n');
      expect(out).toContain('if (!profile.categoryIds.length) profile.categoryIds = filter.recordIds;');
      expect(out).toContain("client.post('/notificationProfiles', profile, callback);");
      expect(report.todos).toEqual([]);
    });
  }, 60_000);
});
