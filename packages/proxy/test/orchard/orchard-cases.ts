/**
 * Requests of a v4 client of the Orchard test service (fixtures/services/orchard), each with the v6 request a
 * client written for v6 would send instead. In order: the writes change the service, later reads see them.
 */
export interface OrchardCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  v4: { path: string; body?: unknown };
  v6: { path: string; body?: unknown };
  /** Not JSON: compared byte for byte (csv) or by type only (xlsx, which is passed through as v6 wrote it). */
  file?: 'csv' | 'xlsx';
}

export const ORCHARD_CASES: OrchardCase[] = [
  {
    name: 'category list with archived',
    method: 'GET',
    v4: { path: '/records?showArchived=true' },
    v6: { path: '/categories?includeArchived=true' },
  },
  {
    name: 'category create',
    method: 'POST',
    v4: { path: '/records', body: { recordName: 'Ladders', recordCode: 'LD' } },
    v6: { path: '/categories', body: { categoryName: 'Ladders', categoryCode: 'LD' } },
  },
  {
    name: 'category update',
    method: 'PUT',
    v4: { path: '/records/4', body: { recordName: 'Ladders and steps', recordCode: 'LS' } },
    v6: { path: '/categories/4', body: { categoryName: 'Ladders and steps', categoryCode: 'LS' } },
  },
  { name: 'category list', method: 'GET', v4: { path: '/records' }, v6: { path: '/categories' } },
  {
    name: 'item search',
    method: 'GET',
    v4: { path: '/items/search?recordId=1&max=1' },
    v6: { path: '/items/search?category=1&limit=1' },
  },
  { name: 'item read', method: 'GET', v4: { path: '/items/3' }, v6: { path: '/items/3' } },
  {
    name: 'profile search',
    method: 'GET',
    v4: { path: '/profiles/search?term=a&max=5' },
    v6: { path: '/profiles/search?q=a&pageSize=5' },
  },
  { name: 'profile read', method: 'GET', v4: { path: '/profiles/1' }, v6: { path: '/profiles/1' } },
  {
    name: 'scheduled profile create',
    method: 'POST',
    v4: {
      path: '/profiles/scheduled',
      body: { profileTitle: 'Night walk', ownerUserId: 9, setup: { freq: 'daily', notesText: 'Torch' } },
    },
    v6: {
      path: '/profiles/scheduled',
      body: { title: 'Night walk', ownerUserIds: [9], settings: { frequency: 'daily', notes: 'Torch' } },
    },
  },
  {
    name: 'public form profile create',
    method: 'POST',
    v4: {
      path: '/profiles/publicform',
      body: { profileTitle: 'Contractor form', ownerUserId: 8, setup: { freq: 'weekly', notesText: '' } },
    },
    v6: {
      path: '/profiles/publicform',
      body: { title: 'Contractor form', ownerUserIds: [8], settings: { frequency: 'weekly', notes: '' } },
    },
  },
  {
    name: 'profile detail update',
    method: 'PUT',
    v4: { path: '/profiles/2/detail', body: { profileTitle: 'Visitor form', ownerUserId: 5 } },
    v6: { path: '/profiles/2/detail', body: { title: 'Visitor form', ownerUserIds: [5] } },
  },
  {
    name: 'profile read after writes',
    method: 'GET',
    v4: { path: '/profiles/5' },
    v6: { path: '/profiles/5' },
  },
  {
    name: 'notification profile read',
    method: 'GET',
    v4: { path: '/notificationProfiles/1' },
    v6: { path: '/notificationProfiles/1' },
  },
  {
    name: 'notification profile create',
    method: 'POST',
    v4: {
      path: '/notificationProfiles/add',
      body: { label: 'Weekend', recipientUserId: 4, channelType: 'SMS' },
    },
    v6: {
      path: '/notificationProfiles',
      body: { displayName: 'Weekend', recipientUserIds: [4], channel: 'sms' },
    },
  },
  {
    name: 'notification profile update',
    method: 'PUT',
    v4: {
      path: '/notificationProfiles/update',
      body: {
        notificationProfileId: 2,
        label: 'Nights',
        recipientUserId: 6,
        channelType: 'EMAIL',
        enabled: true,
      },
    },
    v6: {
      path: '/notificationProfiles/2',
      body: { displayName: 'Nights', recipientUserIds: [6], channel: 'email', isEnabled: true },
    },
  },
  {
    name: 'non-compliance export (CSV)',
    method: 'GET',
    v4: { path: '/nonCompliance/exportToExcel?fromDate=2026-11-01&toDate=2026-12-31' },
    v6: { path: '/nonCompliance/exportToExcel?start=2026-11-01&end=2026-12-31' },
    file: 'csv',
  },
  {
    name: 'item export (xlsx)',
    method: 'GET',
    v4: { path: '/items/exportToExcel?recordId=2' },
    v6: { path: '/items/exporttoexcel?category=2' },
    file: 'xlsx',
  },
];
