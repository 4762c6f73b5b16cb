import type { ChangeInput } from '../schema/change.js';
import type { Since } from '../versions.js';

/**
 * The changes the spec documents, each citing its section. Where the spec says that parameters, fields
 * or headerId values changed without naming them, a `gap.unnamed` entry marks where an overlay must fill in.
 */
export function builtinChanges(): ChangeInput[] {
  return [
    ...resourceRenames(),
    ...collectionRenames('records', 'categories', 'Record', 'Category'),
    ...collectionRenames('types', 'subcategories', 'Type', 'Sub Category'),
    {
      id: 'v5.endpoint.notification-profile-add-to-collection',
      kind: 'endpoint.renamed',
      since: 5,
      title:
        'Create a notification profile: POST /notificationProfiles/add became POST /notificationProfiles',
      source: 'spec §4.1, §9.3',
      from: { method: 'POST', path: '/notificationProfiles/add' },
      to: { method: 'POST', path: '/notificationProfiles' },
    },
    {
      id: 'v5.endpoint.notification-profile-update-id-to-path',
      kind: 'endpoint.moved',
      since: 5,
      title:
        'Update a notification profile: PUT /notificationProfiles/update (id in the body) became PUT /notificationProfiles/{id}',
      source: 'spec §4.1, §9.3',
      from: { method: 'PUT', path: '/notificationProfiles/update' },
      to: { method: 'PUT', path: '/notificationProfiles/{id}' },
      move: { bodyField: 'id', pathParam: 'id' },
      notes:
        'The spec says the old path had no id in it; the id therefore travelled in the body, under a name the spec does not show. "id" is assumed: an overlay can change it.',
    },
    ...exportToLowerCase('/profiles/items/exportToExcel', 'profiles-items'),
    ...exportToLowerCase('/items/exportToExcel', 'items'),
    ...v5Gaps(),
    ...v6Gaps(),
  ];
}

function resourceRenames(): ChangeInput[] {
  return [
    {
      id: 'v5.resource.record-to-category',
      kind: 'resource.renamed',
      since: 5,
      title: 'Record became Category in endpoint paths and models',
      source: 'spec §2, §9.3',
      from: { singular: 'Record', plural: 'Records' },
      to: { singular: 'Category', plural: 'Categories' },
    },
    {
      id: 'v5.resource.type-to-sub-category',
      kind: 'resource.renamed',
      since: 5,
      title: 'Type became Sub Category in endpoint paths and models',
      source: 'spec §2, §9.3',
      from: { singular: 'Type', plural: 'Types' },
      to: { singular: 'Sub Category', plural: 'Sub Categories' },
    },
  ];
}

/** The five endpoints of a renamed collection: list, create, update, archive and restore. */
function collectionRenames(
  oldPath: string,
  newPath: string,
  oldName: string,
  newName: string,
): ChangeInput[] {
  const operations: [string, 'GET' | 'POST' | 'PUT', string, string][] = [
    ['list', 'GET', '', `List ${newName.toLowerCase()} items`],
    ['create', 'POST', '', `Create a ${newName.toLowerCase()}`],
    ['update', 'PUT', '/{id}', `Update a ${newName.toLowerCase()}`],
    ['archive', 'PUT', '/{id}/archive', `Archive a ${newName.toLowerCase()}`],
    ['restore', 'PUT', '/{id}/restore', `Restore a ${newName.toLowerCase()}`],
  ];
  return operations.map(([operation, method, suffix]) => ({
    id: `v5.endpoint.${operation}-${oldPath}-to-${newPath}`,
    kind: 'endpoint.renamed' as const,
    since: 5 as const,
    title: `${method} /${oldPath}${suffix} became ${method} /${newPath}${suffix} (${oldName} → ${newName}, ${operation})`,
    source: 'spec §4.1, §9.3',
    from: { method, path: `/${oldPath}${suffix}` },
    to: { method, path: `/${newPath}${suffix}` },
  }));
}

function exportToLowerCase(path: string, slug: string): ChangeInput[] {
  return [
    {
      id: `v6.endpoint.${slug}-export-lower-case`,
      kind: 'endpoint.renamed',
      since: 6,
      title: `GET ${path} became lower-case GET ${path.toLowerCase()}`,
      source: 'spec §4.1',
      from: { method: 'GET', path },
      to: { method: 'GET', path: path.toLowerCase() },
    },
  ];
}

type GapWhat = 'query' | 'request' | 'response' | 'headerId';
type GapChange = 'renamed' | 'added' | 'removed' | 'added-or-removed' | 'updated' | 'to-many';

/** `[endpoint, slug, [what, change, wording]…]` rows of spec §4.1's Notes column. */
type GapRow = [string, string, [GapWhat, GapChange, string][]];

const renamedParameters: [GapWhat, GapChange, string] = ['query', 'renamed', 'parameters renamed'];
const renamedRequest: [GapWhat, GapChange, string] = ['request', 'renamed', 'request fields renamed'];
const renamedResponse: [GapWhat, GapChange, string] = ['response', 'renamed', 'response fields renamed'];
const renamedHeaderIds: [GapWhat, GapChange, string] = [
  'headerId',
  'renamed',
  'response headerId values renamed',
];

const v5GapRows: GapRow[] = [
  ['GET /profiles/simpleList', 'profiles-simple-list', [renamedParameters]],
  ['GET /profiles/search', 'profiles-search', [renamedParameters, renamedResponse]],
  ['GET /profiles/{profileId}', 'profile-read', [renamedResponse]],
  ['POST /profiles/scheduled', 'profiles-scheduled-create', [renamedRequest]],
  ['POST /profiles/publicform', 'profiles-publicform-create', [renamedRequest]],
  ['PUT /profiles/{id}/detail', 'profile-detail-update', [renamedRequest]],
  ['GET /profiles/items/exportToExcel', 'profiles-items-export', [renamedParameters]],
  ['GET /items/search', 'items-search', [renamedParameters, renamedResponse]],
  ['GET /items/mytestforms', 'items-my-test-forms', [renamedResponse]],
  ['GET /items/exportToExcel', 'items-export', [renamedParameters]],
  ['GET /items/answer', 'items-answer', [renamedHeaderIds]],
  ['GET /items/{itemid}/answer', 'item-answer', [renamedHeaderIds]],
  ['GET /items/{itemid}', 'item-read', [renamedResponse]],
  ['GET /itemHistories/{itemHistoryId}/answer', 'item-history-answer', [renamedHeaderIds]],
  ['GET /templates/search', 'templates-search', [renamedParameters, renamedResponse]],
  ['GET /templates/{id}', 'template-read', [renamedResponse]],
  ['PUT /templates/{id}', 'template-update', [renamedRequest]],
  ['POST /templates', 'template-create', [renamedRequest]],
  ['GET /templates/{id}/associatedProfiles', 'template-associated-profiles', [renamedResponse]],
  ['GET /nonCompliance/search', 'non-compliance-search', [renamedParameters]],
  ['GET /nonCompliance/exportToExcel', 'non-compliance-export', [renamedParameters]],
  ['GET /notificationProfiles/{id}', 'notification-profile-read', [renamedResponse]],
  ['POST /notificationProfiles', 'notification-profile-create', [renamedRequest]],
  ['PUT /notificationProfiles/{id}', 'notification-profile-update', [renamedRequest]],
  ['GET /categories', 'categories-list', [renamedResponse]],
  ['POST /categories', 'categories-create', [renamedRequest]],
  ['PUT /categories/{id}', 'category-update', [renamedRequest]],
  ['GET /subcategories', 'subcategories-list', [renamedResponse]],
  ['POST /subcategories', 'subcategories-create', [renamedRequest]],
  ['PUT /subcategories/{id}', 'subcategory-update', [renamedRequest]],
];

const hazardRequest: [GapWhat, GapChange, string] = ['request', 'updated', 'request fields updated'];
const severalUsers: [GapWhat, GapChange, string] = [
  'request',
  'to-many',
  'several users can be assigned (names and shape not shown)',
];

const v6GapRows: GapRow[] = [
  [
    'GET /profiles/search',
    'profiles-search',
    [
      ['query', 'renamed', 'a parameter renamed'],
      ['response', 'added-or-removed', 'response fields added or removed'],
    ],
  ],
  [
    'GET /profiles/{profileId}',
    'profile-read',
    [['response', 'added-or-removed', 'response fields added or removed']],
  ],
  [
    'POST /profiles/scheduled',
    'profiles-scheduled-create',
    [['request', 'added-or-removed', 'request fields added or removed'], severalUsers],
  ],
  [
    'POST /profiles/publicform',
    'profiles-publicform-create',
    [['request', 'added', 'request fields added'], severalUsers],
  ],
  ['PUT /profiles/{id}/detail', 'profile-detail-update', [['request', 'added', 'request fields added']]],
  [
    'PUT /profiles/{id}/schedulesetting',
    'profile-schedule-setting',
    [['request', 'removed', 'request data removed']],
  ],
  [
    'GET /profiles/items/exporttoexcel',
    'profiles-items-export',
    [['query', 'renamed', 'a parameter renamed']],
  ],
  [
    'GET /items/search',
    'items-search',
    [
      ['query', 'renamed', 'a parameter renamed'],
      ['response', 'renamed', 'a response field renamed'],
    ],
  ],
  ['GET /items/exporttoexcel', 'items-export', [renamedParameters]],
  ['GET /items/{itemid}', 'item-read', [renamedResponse]],
  ['POST /hazards/complianceItem/bulk', 'hazards-item-bulk', [hazardRequest]],
  ['POST /hazards/complianceItem', 'hazards-item', [hazardRequest]],
  ['POST /hazards/complianceProfile', 'hazards-profile', [hazardRequest]],
];

function gapsOf(since: Since, rows: GapRow[], section: string): ChangeInput[] {
  return rows.flatMap(([endpoint, slug, entries]) =>
    entries.map(([what, change, wording]) => ({
      id: `v${since}.gap.${slug}.${what.toLowerCase()}${change === 'to-many' ? '-to-many' : ''}`,
      kind: 'gap.unnamed' as const,
      since,
      title: `${endpoint}: ${wording} in ${since === 6 ? '6.0' : 'v5'}; the spec does not name them`,
      source: section,
      endpoint,
      what,
      change,
    })),
  );
}

function v5Gaps(): ChangeInput[] {
  return gapsOf(5, v5GapRows, 'spec §4.1, §9.3');
}

function v6Gaps(): ChangeInput[] {
  return gapsOf(6, v6GapRows, 'spec §4.1, §9.4');
}
