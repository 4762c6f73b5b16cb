/** Every v4 and v5 endpoint of spec §4.1 as the sandbox serves it, reads and writes, in a fixed order. */
export type ClientVersion = 4 | 5;
export interface SandboxCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: Record<ClientVersion, string>;
  body?: Record<ClientVersion, unknown>;
  xlsx?: boolean;
}

const same = <T>(value: T): Record<ClientVersion, T> => ({ 4: value, 5: value });
const v45 = <T>(v4: T, v5: T): Record<ClientVersion, T> => ({ 4: v4, 5: v5 });
const hazard = { hazardName: 'Loose cable', riskLevel: 'high', description: 'Trip hazard' };

export const SANDBOX_CASES: SandboxCase[] = [
  { name: 'list categories', method: 'GET', path: v45('/records', '/categories') },
  {
    name: 'create category',
    method: 'POST',
    path: v45('/records', '/categories'),
    body: v45({ recordName: 'Noise', recordCode: 'NOI01' }, { categoryName: 'Noise', categoryCode: 'NOI01' }),
  },
  {
    name: 'update category',
    method: 'PUT',
    path: v45('/records/3', '/categories/3'),
    body: v45({ recordName: 'Electrical safety' }, { categoryName: 'Electrical safety' }),
  },
  { name: 'archive category', method: 'PUT', path: v45('/records/4/archive', '/categories/4/archive') },
  { name: 'restore category', method: 'PUT', path: v45('/records/4/restore', '/categories/4/restore') },
  {
    name: 'list sub categories',
    method: 'GET',
    path: v45('/types?recordId=1', '/subcategories?categoryId=1'),
  },
  {
    name: 'create sub category',
    method: 'POST',
    path: v45('/types', '/subcategories'),
    body: v45({ typeName: 'Night checks', recordId: 1 }, { subCategoryName: 'Night checks', categoryId: 1 }),
  },
  {
    name: 'update sub category',
    method: 'PUT',
    path: v45('/types/2', '/subcategories/2'),
    body: v45({ typeName: 'Renamed', recordId: 1 }, { subCategoryName: 'Renamed', categoryId: 1 }),
  },
  { name: 'archive sub category', method: 'PUT', path: v45('/types/2/archive', '/subcategories/2/archive') },
  { name: 'restore sub category', method: 'PUT', path: v45('/types/2/restore', '/subcategories/2/restore') },
  {
    name: 'profile simple list',
    method: 'GET',
    path: v45('/profiles/simpleList?recordId=1', '/profiles/simpleList?categoryId=1'),
  },
  { name: 'profile search', method: 'GET', path: same('/profiles/search?searchText=round') },
  { name: 'profile read', method: 'GET', path: same('/profiles/1') },
  {
    name: 'create scheduled profile',
    method: 'POST',
    path: same('/profiles/scheduled'),
    body: v45(
      {
        profileName: 'Night round',
        recordId: 1,
        typeId: 1,
        templateId: 1,
        assignedUserId: 2,
        notifyAssignee: true,
        schedule: { frequency: 'weekly', startDate: '2024-03-01', dueInDays: 2 },
      },
      {
        profileName: 'Night round',
        categoryId: 1,
        subCategoryId: 1,
        templateId: 1,
        assignedUserId: 2,
        notifyAssignee: true,
        schedule: { frequency: 'weekly', startDate: '2024-03-01', dueInDays: 2 },
      },
    ),
  },
  {
    name: 'create public form profile',
    method: 'POST',
    path: same('/profiles/publicform'),
    body: v45(
      { profileName: 'Visitor form', recordId: 1, typeId: 1, templateId: 1, assignedUserId: 2 },
      { profileName: 'Visitor form', categoryId: 1, subCategoryId: 1, templateId: 1, assignedUserId: 2 },
    ),
  },
  {
    name: 'update profile detail',
    method: 'PUT',
    path: same('/profiles/2/detail'),
    body: v45(
      { profileName: 'Updated', recordId: 1, typeId: 1 },
      { profileName: 'Updated', categoryId: 1, subCategoryId: 1 },
    ),
  },
  {
    name: 'update schedule setting',
    method: 'PUT',
    path: same('/profiles/2/schedulesetting'),
    body: v45(
      { frequency: 'daily', startDate: '2024-02-01', dueInDays: 1, applyToExistingItems: true },
      { frequency: 'daily', startDate: '2024-02-01', dueInDays: 1, applyToExistingItems: false },
    ),
  },
  {
    name: 'export profile items',
    method: 'GET',
    path: v45(
      '/profiles/items/exportToExcel?recordId=1&status=open',
      '/profiles/items/exportToExcel?categoryId=1&status=open',
    ),
    xlsx: true,
  },
  {
    name: 'item search',
    method: 'GET',
    path: v45('/items/search?searchText=round&typeId=2', '/items/search?searchText=round'),
  },
  { name: 'my test forms', method: 'GET', path: same('/items/mytestforms') },
  {
    name: 'export items',
    method: 'GET',
    path: same('/items/exportToExcel?status=completed'),
    xlsx: true,
  },
  { name: 'answers of items', method: 'GET', path: same('/items/answer?profileId=1') },
  { name: 'answer of an item', method: 'GET', path: same('/items/1/answer') },
  { name: 'an item', method: 'GET', path: same('/items/1') },
  { name: 'answer of an item version', method: 'GET', path: same('/itemHistories/1/answer') },
  {
    name: 'template search',
    method: 'GET',
    path: v45('/templates/search?recordId=2', '/templates/search?categoryId=2'),
  },
  { name: 'a template', method: 'GET', path: same('/templates/1') },
  {
    name: 'update template',
    method: 'PUT',
    path: same('/templates/1'),
    body: v45({ templateName: 'T', recordId: 2 }, { templateName: 'T', categoryId: 2 }),
  },
  {
    name: 'create template',
    method: 'POST',
    path: same('/templates'),
    body: v45({ templateName: 'New', recordId: 2 }, { templateName: 'New', categoryId: 2 }),
  },
  { name: 'profiles of a template', method: 'GET', path: same('/templates/1/associatedProfiles') },
  {
    name: 'non-compliance search',
    method: 'GET',
    path: v45('/nonCompliance/search?recordId=1', '/nonCompliance/search?categoryId=1'),
  },
  {
    name: 'non-compliance export',
    method: 'GET',
    path: same('/nonCompliance/exportToExcel?severity=high'),
    xlsx: true,
  },
  { name: 'a notification profile', method: 'GET', path: same('/notificationProfiles/1') },
  {
    name: 'create notification profile',
    method: 'POST',
    path: v45('/notificationProfiles/add', '/notificationProfiles'),
    body: v45(
      { name: 'N', recordIds: [1], recipientEmails: ['a@b.test'] },
      { name: 'N', categoryIds: [1], recipients: ['a@b.test'] },
    ),
  },
  {
    name: 'update notification profile',
    method: 'PUT',
    path: v45('/notificationProfiles/update', '/notificationProfiles/2'),
    body: v45(
      { id: 2, name: 'M', recordIds: [1], recipientEmails: ['a@b.test'] },
      { name: 'M', categoryIds: [1], recipients: ['a@b.test'] },
    ),
  },
  {
    name: 'bulk item hazards',
    method: 'POST',
    path: same('/hazards/complianceItem/bulk'),
    body: same({ itemIds: [1, 2], ...hazard }),
  },
  {
    name: 'item hazard',
    method: 'POST',
    path: same('/hazards/complianceItem'),
    body: same({ itemId: 3, ...hazard }),
  },
  {
    name: 'profile hazard',
    method: 'POST',
    path: same('/hazards/complianceProfile'),
    body: same({ profileId: 3, ...hazard }),
  },
  { name: 'not found', method: 'GET', path: v45('/records/999999/nothing', '/categories/999999/nothing') },
];
