import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, XLSX_CONTENT_TYPE } from '../../src/index.js';
import type { Sandbox } from '../../src/index.js';
import { callApi, passwordToken } from '../helpers.js';

type Version = 4 | 5 | 6;
interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: Record<Version, string>;
  body?: Record<Version, unknown>;
  /** Keys the JSON answer (or its first `data` row) must have in each version. */
  keys?: Record<Version, string[]>;
  xlsx?: boolean;
}

const same = <T>(value: T): Record<Version, T> => ({ 4: value, 5: value, 6: value });
const v45 = <T>(v4: T, v5: T, v6: T = v5): Record<Version, T> => ({ 4: v4, 5: v5, 6: v6 });

const hazard = v45(
  { hazardName: 'Loose cable', riskLevel: 'high', description: 'Trip hazard' },
  { hazardName: 'Loose cable', riskLevel: 'high', description: 'Trip hazard' },
  { title: 'Loose cable', severity: 'high', description: 'Trip hazard', controlMeasures: ['Tape down'] },
);
const withItem = (extra: Record<string, unknown>) =>
  v45(
    { ...extra, ...(hazard[4] as object) },
    { ...extra, ...(hazard[5] as object) },
    { ...extra, ...(hazard[6] as object) },
  );

const CASES: Case[] = [
  {
    name: 'list categories',
    method: 'GET',
    path: v45('/records', '/categories'),
    keys: v45(['recordId', 'recordName'], ['categoryId', 'categoryName']),
  },
  {
    name: 'create category',
    method: 'POST',
    path: v45('/records', '/categories'),
    body: v45({ recordName: 'Noise', recordCode: 'NOI01' }, { categoryName: 'Noise', categoryCode: 'NOI01' }),
    keys: v45(['recordId', 'recordCode'], ['categoryId', 'categoryCode']),
  },
  {
    name: 'update category',
    method: 'PUT',
    path: v45('/records/3', '/categories/3'),
    body: v45({ recordName: 'Electrical safety' }, { categoryName: 'Electrical safety' }),
    keys: v45(['recordName'], ['categoryName']),
  },
  {
    name: 'archive category',
    method: 'PUT',
    path: v45('/records/4/archive', '/categories/4/archive'),
    keys: v45(['isArchived'], ['isArchived']),
  },
  {
    name: 'restore category',
    method: 'PUT',
    path: v45('/records/4/restore', '/categories/4/restore'),
    keys: v45(['recordId'], ['categoryId']),
  },
  {
    name: 'list sub categories',
    method: 'GET',
    path: v45('/types?recordId=1', '/subcategories?categoryId=1'),
    keys: v45(['typeId', 'recordId'], ['subCategoryId', 'categoryId']),
  },
  {
    name: 'create sub category',
    method: 'POST',
    path: v45('/types', '/subcategories'),
    body: v45({ typeName: 'Night checks', recordId: 1 }, { subCategoryName: 'Night checks', categoryId: 1 }),
    keys: v45(['typeId', 'typeName'], ['subCategoryId', 'subCategoryName']),
  },
  {
    name: 'update sub category',
    method: 'PUT',
    path: v45('/types/2', '/subcategories/2'),
    body: v45({ typeName: 'Renamed', recordId: 1 }, { subCategoryName: 'Renamed', categoryId: 1 }),
    keys: v45(['typeName'], ['subCategoryName']),
  },
  {
    name: 'archive sub category',
    method: 'PUT',
    path: v45('/types/2/archive', '/subcategories/2/archive'),
    keys: v45(['typeId'], ['subCategoryId']),
  },
  {
    name: 'restore sub category',
    method: 'PUT',
    path: v45('/types/2/restore', '/subcategories/2/restore'),
    keys: v45(['typeId'], ['subCategoryId']),
  },
  {
    name: 'profile simple list',
    method: 'GET',
    path: v45('/profiles/simpleList?recordId=1', '/profiles/simpleList?categoryId=1'),
    keys: same(['profileId', 'profileName']),
  },
  {
    name: 'profile search',
    method: 'GET',
    path: v45(
      '/profiles/search?searchText=round',
      '/profiles/search?searchText=round',
      '/profiles/search?keyword=round',
    ),
    keys: v45(
      ['recordName', 'assignedUserId', 'isDeleted'],
      ['categoryName', 'assignedUserId', 'isDeleted'],
      ['categoryName', 'assignedUserIds', 'openItemCount'],
    ),
  },
  {
    name: 'profile read',
    method: 'GET',
    path: same('/profiles/1'),
    keys: v45(
      ['recordId', 'assignedUserId'],
      ['categoryId', 'assignedUserId'],
      ['categoryId', 'assignedUserIds', 'timeZone'],
    ),
  },
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
      {
        profileName: 'Night round',
        categoryId: 1,
        subCategoryId: 1,
        templateId: 1,
        assignedUserIds: [2, 3],
        timeZone: 'Europe/Amsterdam',
        schedule: { frequency: 'weekly', startDate: '2024-03-01', dueInDays: 2 },
      },
    ),
    keys: v45(
      ['recordId', 'assignedUserId'],
      ['categoryId', 'assignedUserId'],
      ['assignedUserIds', 'timeZone'],
    ),
  },
  {
    name: 'create public form profile',
    method: 'POST',
    path: same('/profiles/publicform'),
    body: v45(
      { profileName: 'Visitor form', recordId: 1, typeId: 1, templateId: 1, assignedUserId: 2 },
      { profileName: 'Visitor form', categoryId: 1, subCategoryId: 1, templateId: 1, assignedUserId: 2 },
      {
        profileName: 'Visitor form',
        categoryId: 1,
        subCategoryId: 1,
        templateId: 1,
        assignedUserIds: [2],
        allowAnonymous: false,
      },
    ),
    keys: v45(
      ['publicUrlSlug', 'assignedUserId'],
      ['publicUrlSlug', 'assignedUserId'],
      ['publicUrlSlug', 'assignedUserIds'],
    ),
  },
  {
    name: 'update profile detail',
    method: 'PUT',
    path: same('/profiles/2/detail'),
    body: v45(
      { profileName: 'Updated', recordId: 1, typeId: 1 },
      { profileName: 'Updated', categoryId: 1, subCategoryId: 1 },
      { profileName: 'Updated', categoryId: 1, subCategoryId: 1, assignedUserIds: [4, 5] },
    ),
    keys: v45(['recordId'], ['categoryId'], ['assignedUserIds']),
  },
  {
    name: 'update schedule setting',
    method: 'PUT',
    path: same('/profiles/2/schedulesetting'),
    body: v45(
      { frequency: 'daily', startDate: '2024-02-01', dueInDays: 1, applyToExistingItems: true },
      { frequency: 'daily', startDate: '2024-02-01', dueInDays: 1, applyToExistingItems: false },
      { frequency: 'daily', startDate: '2024-02-01', dueInDays: 1 },
    ),
    keys: same(['schedule']),
  },
  {
    name: 'export profile items',
    method: 'GET',
    path: v45(
      '/profiles/items/exportToExcel?recordId=1&status=open',
      '/profiles/items/exportToExcel?categoryId=1&status=open',
      '/profiles/items/exporttoexcel?categoryId=1&itemStatus=open',
    ),
    xlsx: true,
  },
  {
    name: 'item search',
    method: 'GET',
    path: v45(
      '/items/search?searchText=round&typeId=2',
      '/items/search?searchText=round',
      '/items/search?keyword=round',
    ),
    keys: v45(['recordName', 'score'], ['categoryName', 'score'], ['categoryName', 'complianceScore']),
  },
  {
    name: 'my test forms',
    method: 'GET',
    path: same('/items/mytestforms'),
    keys: v45(['recordName', 'typeName'], ['categoryName', 'subCategoryName']),
  },
  {
    name: 'export items',
    method: 'GET',
    path: v45(
      '/items/exportToExcel?status=completed',
      '/items/exportToExcel?status=completed',
      '/items/exporttoexcel?itemStatus=completed',
    ),
    xlsx: true,
  },
  {
    name: 'answers of items',
    method: 'GET',
    path: same('/items/answer?profileId=1'),
    keys: same(['itemId', 'answers']),
  },
  {
    name: 'answer of an item',
    method: 'GET',
    path: same('/items/1/answer'),
    keys: same(['itemId', 'answers']),
  },
  {
    name: 'an item',
    method: 'GET',
    path: same('/items/1'),
    keys: v45(
      ['typeId', 'versionCount'],
      ['subCategoryId', 'versionCount'],
      ['subCategoryId', 'historyCount'],
    ),
  },
  {
    name: 'answer of an item version',
    method: 'GET',
    path: same('/itemHistories/1/answer'),
    keys: same(['itemHistoryId', 'answers']),
  },
  {
    name: 'template search',
    method: 'GET',
    path: v45('/templates/search?recordId=2', '/templates/search?categoryId=2'),
    keys: v45(['recordName'], ['categoryName']),
  },
  {
    name: 'a template',
    method: 'GET',
    path: same('/templates/1'),
    keys: v45(['recordId', 'questions'], ['categoryId', 'questions']),
  },
  {
    name: 'update template',
    method: 'PUT',
    path: same('/templates/1'),
    body: v45({ templateName: 'T', recordId: 2 }, { templateName: 'T', categoryId: 2 }),
    keys: v45(['recordId'], ['categoryId']),
  },
  {
    name: 'create template',
    method: 'POST',
    path: same('/templates'),
    body: v45({ templateName: 'New', recordId: 2 }, { templateName: 'New', categoryId: 2 }),
    keys: v45(['recordName'], ['categoryName']),
  },
  {
    name: 'profiles of a template',
    method: 'GET',
    path: same('/templates/1/associatedProfiles'),
    keys: v45(['recordName'], ['categoryName']),
  },
  {
    name: 'non-compliance search',
    method: 'GET',
    path: v45('/nonCompliance/search?recordId=1', '/nonCompliance/search?categoryId=1'),
    keys: same(['nonComplianceId', 'severity']),
  },
  {
    name: 'non-compliance export',
    method: 'GET',
    path: same('/nonCompliance/exportToExcel?severity=high'),
    xlsx: true,
  },
  {
    name: 'a notification profile',
    method: 'GET',
    path: same('/notificationProfiles/1'),
    keys: v45(['recordIds', 'recipientEmails'], ['categoryIds', 'recipients']),
  },
  {
    name: 'create notification profile',
    method: 'POST',
    path: v45('/notificationProfiles/add', '/notificationProfiles'),
    body: v45(
      { name: 'N', recordIds: [1], recipientEmails: ['a@b.test'] },
      { name: 'N', categoryIds: [1], recipients: ['a@b.test'] },
    ),
    keys: v45(['recordIds'], ['categoryIds']),
  },
  {
    name: 'update notification profile',
    method: 'PUT',
    path: v45('/notificationProfiles/update', '/notificationProfiles/2'),
    body: v45(
      { id: 2, name: 'M', recordIds: [1], recipientEmails: ['a@b.test'] },
      { name: 'M', categoryIds: [1], recipients: ['a@b.test'] },
    ),
    keys: v45(['recipientEmails'], ['recipients']),
  },
  {
    name: 'bulk item hazards',
    method: 'POST',
    path: same('/hazards/complianceItem/bulk'),
    body: withItem({ itemIds: [1, 2] }),
    keys: same(['hazardId', 'itemId']),
  },
  {
    name: 'item hazard',
    method: 'POST',
    path: same('/hazards/complianceItem'),
    body: withItem({ itemId: 3 }),
    keys: same(['hazardId', 'itemId']),
  },
  {
    name: 'profile hazard',
    method: 'POST',
    path: same('/hazards/complianceProfile'),
    body: withItem({ profileId: 3 }),
    keys: same(['hazardId', 'profileId']),
  },
];

let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await passwordToken(sandbox)).access_token;
});
afterAll(() => sandbox.close());

describe.each([4, 5, 6] as const)('v%i', (version) => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const response = await callApi(sandbox, version, c.path[version], {
      token,
      company: '1001',
      method: c.method,
      body: c.body?.[version],
    });
    if (c.xlsx) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      expect(Object.keys(files)).toContain('xl/worksheets/sheet1.xml');
      expect(new TextDecoder().decode(files['xl/worksheets/sheet1.xml'])).toContain('<row r="2">');
      return;
    }
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status, JSON.stringify(body)).toBe(200);
    const row = Array.isArray(body.data) ? (body.data[0] as Record<string, unknown>) : body;
    expect(row).toBeDefined();
    expect(Object.keys(row)).toEqual(expect.arrayContaining(c.keys?.[version] ?? []));
  });
});

describe('data and paging', () => {
  it('pages through hundreds of items', async () => {
    const first = (await (
      await callApi(sandbox, 6, '/items/search?pageSize=200', { token, company: '1001' })
    ).json()) as {
      data: { itemId: number }[];
      totalCount: number;
    };
    const third = (await (
      await callApi(sandbox, 6, '/items/search?pageSize=200&page=2', { token, company: '1001' })
    ).json()) as {
      data: { itemId: number }[];
    };
    expect(first.totalCount).toBe(400);
    expect(first.data).toHaveLength(200);
    expect(third.data[0]?.itemId).toBe((first.data[199]?.itemId ?? 0) + 1);
  });

  it('serves the same stored item in each version', async () => {
    const read = async (v: Version) =>
      (await (await callApi(sandbox, v, '/items/5', { token, company: '1001' })).json()) as Record<
        string,
        unknown
      >;
    const [v4, v5, v6] = [await read(4), await read(5), await read(6)];
    expect(v4.recordName).toBe(v5.categoryName);
    expect(v5.score).toBe(v6.complianceScore);
    expect(v5.versionCount).toBe(v6.historyCount);
  });

  it('renames headerId values in v5', async () => {
    const answers = async (v: Version) =>
      (
        (await (await callApi(sandbox, v, '/items/1/answer', { token, company: '1001' })).json()) as {
          answers: { headerId: string }[];
        }
      ).answers.map((a) => a.headerId);
    expect(await answers(4)).toEqual(
      expect.arrayContaining(['REC_NAME', 'REC_CODE', 'TYPE_NAME', 'ITEM_NAME']),
    );
    expect(await answers(5)).toEqual(
      expect.arrayContaining(['CATEGORY_NAME', 'CATEGORY_CODE', 'SUBCATEGORY_NAME', 'ITEM_NAME']),
    );
    expect(await answers(6)).toEqual(await answers(5));
  });

  it('keeps companies apart', async () => {
    const bob = (await passwordToken(sandbox, 'bob')).access_token;
    const response = await callApi(sandbox, 5, '/categories', { token: bob, company: '1002' });
    const body = (await response.json()) as { data: { categoryId: number }[] };
    expect(body.data.every((c) => c.categoryId > 12)).toBe(true);
  });
});
