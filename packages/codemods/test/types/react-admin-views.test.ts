import { readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCodemod } from '../../src/index.js';
import { repoRoot, sandboxMap, tempDir, writeFiles } from '../helpers.js';
import { reactAdminStandIn, reactTsconfig } from './react-admin-stand-in.js';

/**
 * react-admin's views name the API's fields as strings (`types/react-admin-views.ts`): under `<Resource
 * name="types">`, whose list is GET /types in the data provider's table, `source`, `sortBy` and `sort.field` name its
 * rows' fields, a `<ReferenceField reference="records">`'s children the records', a `<ReferenceManyField target>` a
 * query parameter of its resource, the `filters` the list's query parameters, and the labels
 * `resources.<name>.fields.<field>` follow, and so does the table entry's `idField`; a `source` naming a field that
 * became a list gets a TODO (the view changes shape). Look-alikes left: the `notes` resource (localStorage) and its
 * own `recordId`, a Reference element's React `key`, a label that is not a field's, an entry's title, and a view
 * rendered by no resource.
 */
const table = (v: 4 | 6) =>
  [
    'export const ENDPOINTS = {',
    `  records: { list: '/${v === 4 ? 'records' : 'categories'}', idField: '${v === 4 ? 'recordId' : 'categoryId'}', title: 'Records' },`,
    `  types: { list: '/${v === 4 ? 'types' : 'subcategories'}', idField: '${v === 4 ? 'typeId' : 'subCategoryId'}' },`,
    "  profiles: { list: '/profiles/search' },",
    '};',
    '',
  ].join('\n');

// the data provider reading the table: the run's requests
const provider = [
  "import { fetchUtils } from 'react-admin';",
  "import { ENDPOINTS } from './endpoints';",
  '',
  'export const list = (resource: keyof typeof ENDPOINTS) => fetchUtils.fetchJson(`/api/v4${ENDPOINTS[resource].list}`);',
  '',
].join('\n');

const views = (v: 4 | 6) => {
  const n = (old: string, neu: string) => (v === 4 ? old : neu);
  return [
    "import { Admin, Datagrid, Edit, List, ReferenceField, ReferenceInput, ReferenceManyField, Resource, SelectInput, SimpleForm, TextField, TextInput } from 'react-admin';",
    "import type { DataProvider } from 'react-admin';",
    '',
    'const typeFilters = [',
    `  <ReferenceInput key="recordId" source="${n('recordId', 'categoryId')}" reference="records" alwaysOn>`,
    `    <SelectInput optionText="${n('recordName', 'categoryName')}" label="resources.types.fields.${n('recordId', 'categoryId')}" />`,
    '  </ReferenceInput>,',
    '];',
    '',
    'const TypeList = () => (',
    `  <List filters={typeFilters} sort={{ field: '${n('typeName', 'subCategoryName')}', order: 'ASC' }}>`,
    '    <Datagrid>',
    `      <TextField source="${n('typeName', 'subCategoryName')}" sortBy="${n('typeName', 'subCategoryName')}" />`,
    `      <ReferenceField source="${n('recordId', 'categoryId')}" reference="records">`,
    `        <TextField source="${n('recordName', 'categoryName')}" />`,
    '      </ReferenceField>',
    '    </Datagrid>',
    '  </List>',
    ');',
    '',
    '/** The app’s own form, shared by the records’ edit view. */',
    'const RecordForm = () => (',
    '  <SimpleForm>',
    `    <TextInput source="${n('recordName', 'categoryName')}" />`,
    `    <ReferenceManyField reference="types" target="${n('recordId', 'categoryId')}">`,
    `      <TextField source="${n('typeName', 'subCategoryName')}" />`,
    '    </ReferenceManyField>',
    '    <ReferenceManyField reference="notes" target="recordId">',
    '      <TextField source="text" />',
    '    </ReferenceManyField>',
    '  </SimpleForm>',
    ');',
    '',
    'const RecordEdit = () => (',
    '  <Edit>',
    '    <RecordForm />',
    '  </Edit>',
    ');',
    '',
    '// the notes are ours (localStorage): their recordId stays, the record they point at is the API’s',
    'const NoteList = () => (',
    '  <List>',
    '    <Datagrid>',
    '      <ReferenceField source="recordId" reference="records">',
    `        <TextField source="${n('recordName', 'categoryName')}" />`,
    '      </ReferenceField>',
    '    </Datagrid>',
    '  </List>',
    ');',
    '',
    '// a field that became a list: the view changes shape, a TODO says so',
    'const ProfileList = () => (',
    '  <List>',
    '    <Datagrid>',
    ...(v === 4
      ? []
      : [
          '      {/* TODO(compliance-migrate): `assignedUserId` of these records became the list `assignedUserIds`: this view shows or edits one value; make it a list (an Array field or input) — see sandbox.yaml (change v6.sandbox.profiles-search.assigned-users) */}',
        ]),
    '      <TextField source="assignedUserId" />',
    '    </Datagrid>',
    '  </List>',
    ');',
    '',
    '// rendered by no resource: nothing says whose fields these are',
    'export const Orphan = () => <TextField source="recordName" />;',
    '',
    'export const App = ({ dataProvider }: { dataProvider: DataProvider }) => (',
    '  <Admin dataProvider={dataProvider}>',
    `    <Resource name="records" edit={RecordEdit} recordRepresentation="${n('recordName', 'categoryName')}" />`,
    '    <Resource name="types" list={TypeList} />',
    '    <Resource name="notes" list={NoteList} />',
    '    <Resource name="profiles" list={ProfileList} />',
    '  </Admin>',
    ');',
    '',
  ].join('\n');
};

const messages = (v: 4 | 6) =>
  [
    'export const en = {',
    '  resources: {',
    `    records: { fields: { ${v === 4 ? 'recordName' : 'categoryName'}: 'Name' }, helpers: { recordName: 'As printed' } },`,
    `    types: { fields: { ${v === 4 ? 'typeName: ' : 'subCategoryName: '}'Name', ${v === 4 ? 'recordId' : 'categoryId'}: 'Record' } },`,
    "    notes: { fields: { recordId: 'Record', text: 'Note' } },",
    '  },',
    '};',
    '',
  ].join('\n');

describe("react-admin's views follow their resource's endpoints (types/react-admin-views.ts)", () => {
  it('renames the fields the views, filters and labels name; leaves the app’s own resource and names', async () => {
    const { dir, cleanup } = await tempDir('react-admin-views-');
    try {
      await writeFiles(dir, {
        'tsconfig.json': reactTsconfig,
        'src/vendor/react-admin.d.ts': reactAdminStandIn,
        'src/endpoints.ts': table(4),
        'src/provider.ts': provider,
        'src/App.tsx': views(4),
        'src/i18n.ts': messages(4),
      });
      await symlink(join(repoRoot, 'packages/codemods/node_modules'), join(dir, 'node_modules'), 'dir');
      const report = await runCodemod({
        paths: [join(dir, 'src')],
        from: 4,
        to: 6,
        map: await sandboxMap(),
        allowDirty: true,
        cwd: dir,
      });
      expect(await readFile(join(dir, 'src/endpoints.ts'), 'utf8')).toBe(table(6));
      expect(await readFile(join(dir, 'src/App.tsx'), 'utf8')).toBe(views(6));
      expect(await readFile(join(dir, 'src/i18n.ts'), 'utf8')).toBe(messages(6));
      expect(report.typeErrors).toEqual([]);
    } finally {
      await cleanup();
    }
  });
});
