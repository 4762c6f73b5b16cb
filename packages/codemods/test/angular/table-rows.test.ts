import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, rerunSmallProject, trialStandIns } from '../helpers.js';

// the trial client's stand-ins for @angular/* and rxjs, and one for Angular Material's table
const types = trialStandIns('trial-angular');

const files: Record<string, string> = {
  ...types,
  'types/angular-material-table.d.ts': [
    "declare module '@angular/material/table' {",
    '  export class MatTableDataSource<T> {',
    '    constructor(initialData?: T[]);',
    '    data: T[];',
    '    filter: string;',
    '  }',
    '  export class MatTableModule {}',
    '}',
    '',
  ].join('\n'),
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, experimentalDecorators: true, lib: ['dom', 'es2022'] },
    include: ['src', 'types'],
  }),
  'src/models.ts': [
    'export interface Record { recordId: number; recordName: string }',
    'export interface Page<T> { data: T[] }',
    "/** A row of the DNS provider the app also manages: not this API's. */",
    "export interface DnsRecord { recordId: string; recordName: string; type: 'A' | 'CNAME' }",
    '',
  ].join('\n'),
  'src/records.service.ts': [
    "import { Injectable, inject } from '@angular/core';",
    "import { HttpClient } from '@angular/common/http';",
    "import { Observable, map } from 'rxjs';",
    "import { Page, Record } from './models';",
    '',
    "@Injectable({ providedIn: 'root' })",
    'export class RecordsService {',
    '  private readonly http = inject(HttpClient);',
    '  list(): Observable<Record[]> {',
    "    return this.http.get<Page<Record>>('/api/v4/records').pipe(map((page) => page.data));",
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/records-table.component.ts': [
    "import { Component, OnInit, inject } from '@angular/core';",
    "import { MatTableDataSource, MatTableModule } from '@angular/material/table';",
    "import { Observable } from 'rxjs';",
    "import { DnsRecord, Record } from './models';",
    "import { RecordsService } from './records.service';",
    '',
    '@Component({',
    "  selector: 'app-records-table',",
    '  standalone: true,',
    '  imports: [MatTableModule],',
    "  templateUrl: './records-table.component.html',",
    '})',
    'export class RecordsTableComponent implements OnInit {',
    '  private readonly records = inject(RecordsService);',
    "  readonly displayedColumns = ['name', 'actions'];",
    '  readonly dataSource = new MatTableDataSource<Record>([]);',
    '  readonly latest$: Observable<Record[]> = this.records.list();',
    '  zone: DnsRecord[] = [];',
    '',
    '  ngOnInit(): void {',
    '    this.records.list().subscribe((rows) => (this.dataSource.data = rows));',
    '  }',
    '',
    '  open(id: number): void {',
    '    console.log(id);',
    '  }',
    '}',
    '',
  ].join('\n'),
};

/** The template, before and after: the DNS zone's table (the look-alike) keeps its names. */
const template = (after: boolean): string => {
  const id = after ? 'categoryId' : 'recordId';
  const name = after ? 'categoryName' : 'recordName';
  return [
    '<table mat-table [dataSource]="dataSource" class="mat-elevation-z1">',
    '  <ng-container matColumnDef="name">',
    '    <th mat-header-cell *matHeaderCellDef>Name</th>',
    `    <td mat-cell *matCellDef="let record">{{ record.${name} }}</td>`,
    '  </ng-container>',
    '  <ng-container matColumnDef="actions">',
    '    <th mat-header-cell *matHeaderCellDef></th>',
    '    <td mat-cell *matCellDef="let record">',
    `      <button type="button" (click)="open(record.${id})">Open</button>`,
    '    </td>',
    '  </ng-container>',
    '  <tr mat-header-row *matHeaderRowDef="displayedColumns"></tr>',
    `  <tr mat-row *matRowDef="let row; columns: displayedColumns" [attr.data-id]="row.${id}"></tr>`,
    '</table>',
    '',
    '<mat-table [dataSource]="latest$">',
    '  <ng-container matColumnDef="name">',
    `    <ng-template matCellDef let-latest><mat-cell>{{ latest.${name} }}</mat-cell></ng-template>`,
    '  </ng-container>',
    '</mat-table>',
    '',
    // not a table: the long form of *ngFor, whose `let-r` without a value is the loop's row too
    `<ng-template ngFor let-r [ngForOf]="dataSource.data"><li>{{ r.${name} }}</li></ng-template>`,
    '',
    '<table mat-table [dataSource]="zone">',
    '  <ng-container matColumnDef="name">',
    '    <td mat-cell *matCellDef="let entry">{{ entry.recordName }} ({{ entry.recordId }})</td>',
    '  </ng-container>',
    '</table>',
    '',
  ].join('\n');
};

describe("Angular Material and CDK tables: a row template's variable is a row of the table's data source", () => {
  it("renames the reads of a MatTableDataSource, an observable and an array of this API, leaves another service's table, and a rerun changes nothing", async () => {
    await migrateSmallProject(
      'angular-table-',
      { ...files, 'src/records-table.component.html': template(false) },
      { from: 4, to: 6 },
      async (dir, report) => {
        expect(await readFile(join(dir, 'src/records-table.component.html'), 'utf8')).toBe(template(true));
        expect(report.todos.filter((t) => t.file.endsWith('.html'))).toEqual([]);
        const again = await rerunSmallProject(dir, { from: 4, to: 6 }, { typecheck: false });
        expect(again.summary.changed).toBe(0);
      },
    );
  }, 120_000);
});
