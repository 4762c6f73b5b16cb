import { describe, expect, it } from 'vitest';
import {
  defaultModelPath,
  emberFile,
  isApiNamespace,
  pluralize,
} from '../../src/project/ember-conventions.js';

describe("ember-data's conventions", () => {
  it('name a model by its file, in app/ or an addon, and no other file', () => {
    expect(emberFile('/repo/app/serializers/notification-profile.ts')).toEqual({
      role: 'serializers',
      name: 'notification-profile',
    });
    expect(emberFile('C:\\repo\\addon\\models\\item.js')).toEqual({ role: 'models', name: 'item' });
    expect(emberFile('/repo/app/components/record-list.ts')).toBeUndefined();
    expect(emberFile('/repo/src/models/record.ts')).toBeUndefined();
  });

  it("send a model to the camel-cased plural of its name, as RESTAdapter's pathForType", () => {
    expect(defaultModelPath('record')).toBe('/records');
    expect(defaultModelPath('notification-profile')).toBe('/notificationProfiles');
    expect(defaultModelPath('item-history')).toBe('/itemHistories');
    expect(defaultModelPath('hazard_box')).toBe('/hazardBoxes');
    expect(pluralize('day')).toBe('days');
  });

  it("tell this API's namespace from another service's", () => {
    expect(isApiNamespace('api/v4', ['/api'])).toBe(true);
    expect(isApiNamespace('/compliance/api', ['/api'])).toBe(true);
    expect(isApiNamespace('v5', ['/api'])).toBe(true);
    expect(isApiNamespace('crm', ['/api'])).toBe(false);
    expect(isApiNamespace('crm/rest', ['/api'])).toBe(false);
  });
});
