import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectLookAlikesUntouched, trialStandIns } from '../helpers.js';

/**
 * Look-alikes of the Angular template rules: a component of the app listing another service's (a DNS provider's)
 * records with `recordName`, `isDeleted` and `assignedUserId` of its own, `@case ('REC_NAME')` and `<option>` values
 * of the app's own enum, a reactive form of `recordName` posted to a CRM, a query picked from two sent to the DNS
 * provider. One component of this API beside them is migrated (the control).
 */
const types = trialStandIns('trial-angular');

const list = (after: boolean): string =>
  [
    '@for (r of records; track r.recordId) {',
    '  <a>{{ r.recordName }}</a>',
    '}',
    '@for (r of records$ | async; track r.recordId) {',
    '  <a>{{ r.recordName }}</a>',
    '}',
    '<h1>{{ (first | async)?.recordName }}</h1>',
    '',
  ]
    .join('\n')
    .replace(/recordId/g, after ? 'categoryId' : 'recordId')
    .replace(/recordName/g, after ? 'categoryName' : 'recordName');

const files: Record<string, string> = {
  ...types,
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, experimentalDecorators: true, lib: ['dom', 'es2022'] },
    include: ['src', 'types'],
  }),
  // the control: this API's records, shown by a component
  'src/models.ts': [
    'export interface Record { recordId: number; recordName: string }',
    'export interface Page<T> { data: T[] }',
    '',
  ].join('\n'),
  'src/api.service.ts': [
    "import { Injectable, inject } from '@angular/core';",
    "import { HttpClient } from '@angular/common/http';",
    "import { Observable, map } from 'rxjs';",
    "import { Page, Record } from './models';",
    '',
    "@Injectable({ providedIn: 'root' })",
    'export class ApiService {',
    '  private readonly http = inject(HttpClient);',
    '  records(): Observable<Record[]> {',
    "    return this.http.get<Page<Record>>('/api/v4/records').pipe(map((p) => p.data));",
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/list.component.ts': [
    "import { Component } from '@angular/core';",
    "import { Observable, of } from 'rxjs';",
    "import { Record } from './models';",
    '',
    "@Component({ selector: 'app-list', standalone: true, templateUrl: './list.component.html' })",
    'export class ListComponent {',
    '  records: Record[] = [];',
    '  readonly records$: Observable<Record[]> = of([]);',
    '  first: Promise<Record | null> = Promise.resolve(null);',
    '}',
    '',
  ].join('\n'),
  'src/list.component.html': list(false),
  // the look-alikes: a DNS provider's records and a CRM's form
  'src/dns/dns.models.ts': [
    "export type RecordType = 'A' | 'AAAA' | 'CNAME';",
    '/** A DNS record of the zone, as the DNS provider answers it. */',
    'export interface DnsRecord {',
    '  recordId: string;',
    '  recordName: string;',
    '  recordType: RecordType;',
    '  isDeleted: boolean;',
    '  assignedUserId: number | null;',
    '}',
    "export type Column = 'REC_NAME' | 'TYPE_NAME';",
    'export interface ColumnFilter { headerId: Column }',
    '',
  ].join('\n'),
  'src/dns/dns.service.ts': [
    "import { Injectable, inject } from '@angular/core';",
    "import { HttpClient, HttpParams } from '@angular/common/http';",
    "import { Observable } from 'rxjs';",
    "import { DnsRecord, RecordType } from './dns.models';",
    '',
    "@Injectable({ providedIn: 'root' })",
    'export class DnsService {',
    '  private readonly http = inject(HttpClient);',
    '  records(zone: string, recordType?: RecordType, recordId?: string): Observable<DnsRecord[]> {',
    '    const params = new HttpParams({',
    '      fromObject: recordType ? { recordType, recordId: recordId ?? "" } : { recordId: recordId ?? "" },',
    '    });',
    '    return this.http.get<DnsRecord[]>(`https://dns.example.net/v4/zones/${zone}/records`, { params });',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/dns/dns-list.component.ts': [
    "import { Component } from '@angular/core';",
    "import { Observable, of } from 'rxjs';",
    "import { Column, ColumnFilter, DnsRecord } from './dns.models';",
    '',
    "@Component({ selector: 'app-dns-list', standalone: true, templateUrl: './dns-list.component.html' })",
    'export class DnsListComponent {',
    '  records: DnsRecord[] = [];',
    '  readonly records$: Observable<DnsRecord[]> = of([]);',
    "  column: Column = 'REC_NAME';",
    "  filter: ColumnFilter = { headerId: 'REC_NAME' };",
    '}',
    '',
  ].join('\n'),
  'src/dns/dns-list.component.html': [
    '<table>',
    '  @for (r of records; track r.recordId) {',
    '    <tr>',
    '      <td>{{ r.recordName }}</td>',
    "      <td>{{ r.assignedUserId ?? 'nobody' }}</td>",
    '      <td>{{ r.assignedUserId }}</td>',
    '      @if (!r.isDeleted) {',
    '        <td>live</td>',
    '      }',
    '    </tr>',
    '  }',
    '  <tr *ngFor="let r of records$ | async">',
    '    <td *ngIf="!r.isDeleted">{{ r.recordName }}</td>',
    '  </tr>',
    '</table>',
    '@switch (column) {',
    "  @case ('REC_NAME') { <b>Name</b> }",
    "  @case ('TYPE_NAME') { <b>Type</b> }",
    '}',
    '<select [(ngModel)]="column">',
    '  <option value="REC_NAME">Name</option>',
    '  <option value="TYPE_NAME">Type</option>',
    '</select>',
    '<select [(ngModel)]="filter.headerId">',
    '  <option value="REC_NAME">Name</option>',
    '</select>',
    '',
  ].join('\n'),
  'src/crm/crm-form.component.ts': [
    "import { Component, inject } from '@angular/core';",
    "import { HttpClient } from '@angular/common/http';",
    "import { FormBuilder } from '@angular/forms';",
    '',
    "@Component({ selector: 'app-crm-form', standalone: true, templateUrl: './crm-form.component.html' })",
    'export class CrmFormComponent {',
    '  private readonly http = inject(HttpClient);',
    '  private readonly fb = inject(FormBuilder);',
    "  readonly form = this.fb.nonNullable.group({ recordName: [''], recordId: [0], isDeleted: [false] });",
    "  readonly draft = { recordName: '', recordCode: '' };",
    '  submit(): void {',
    "    this.http.post<unknown>('https://crm.example.net/api/v4/records', this.form.getRawValue()).subscribe();",
    "    this.http.put<unknown>('https://crm.example.net/api/v4/records/1', this.draft).subscribe();",
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/crm/crm-form.component.html': [
    '<form [formGroup]="form" (ngSubmit)="submit()">',
    '  <input formControlName="recordName" />',
    '  <select formControlName="recordId"></select>',
    '  <input type="checkbox" formControlName="isDeleted" />',
    '  <p>{{ form.getRawValue().recordName }} {{ draft.recordName }}</p>',
    '</form>',
    '',
  ].join('\n'),
};

describe("look-alikes of the Angular template rules (another service's records, the app's own enum and form)", () => {
  it('leaves them byte for byte while a component of this API is migrated', async () => {
    await expectLookAlikesUntouched(
      'neg-angular-',
      files,
      [
        'src/dns/dns.models.ts',
        'src/dns/dns.service.ts',
        'src/dns/dns-list.component.ts',
        'src/dns/dns-list.component.html',
        'src/crm/crm-form.component.ts',
        'src/crm/crm-form.component.html',
      ],
      { from: 4, to: 6 },
      async (dir) => {
        expect(await readFile(join(dir, 'src/list.component.html'), 'utf8')).toBe(list(true));
        expect(await readFile(join(dir, 'src/models.ts'), 'utf8')).toContain(
          'export interface Category { categoryId: number; categoryName: string }',
        );
      },
    );
  }, 90_000);
});
