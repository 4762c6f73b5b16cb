import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject, trialStandIns } from '../helpers.js';

// the trial client's stand-ins for @angular/* and rxjs
const types = trialStandIns('trial-angular');

const files: Record<string, string> = {
  ...types,
  // as Angular's own typing does, a nested group's value is its controls' values (the trial's stand-in stops short)
  'types/angular-forms.d.ts': types['types/angular-forms.d.ts']!.replace(
    'type ControlValue<C> = ',
    'type ControlValue<C> = C extends FormGroup<infer G> ? G : ',
  ),
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, experimentalDecorators: true, lib: ['dom', 'es2022'] },
    include: ['src', 'types'],
  }),
  'src/profiles.service.ts': [
    "import { Injectable, inject } from '@angular/core';",
    "import { HttpClient } from '@angular/common/http';",
    "import { Observable } from 'rxjs';",
    '',
    'export interface ScheduledRequest {',
    '  profileName: string;',
    '  recordId: number;',
    '  notifyAssignee: boolean;',
    '}',
    '',
    "@Injectable({ providedIn: 'root' })",
    'export class ProfilesService {',
    '  private readonly http = inject(HttpClient);',
    '  createScheduled(body: ScheduledRequest): Observable<unknown> {',
    "    return this.http.post<unknown>('/api/v4/profiles/scheduled', body);",
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/schedule.component.ts': [
    "import { Component, inject } from '@angular/core';",
    "import { FormBuilder, ReactiveFormsModule } from '@angular/forms';",
    "import { ProfilesService } from './profiles.service';",
    '',
    '@Component({',
    "  selector: 'app-schedule',",
    '  standalone: true,',
    '  imports: [ReactiveFormsModule],',
    "  templateUrl: './schedule.component.html',",
    '})',
    'export class ScheduleComponent {',
    '  private readonly fb = inject(FormBuilder);',
    '  private readonly profiles = inject(ProfilesService);',
    '  readonly form = this.fb.nonNullable.group({',
    "    note: [''],",
    '    request: this.fb.nonNullable.group({',
    "      profileName: [''],",
    '      recordId: [0],',
    '      notifyAssignee: [true],',
    '    }),',
    '  });',
    '',
    '  submit(): void {',
    '    this.profiles.createScheduled(this.form.getRawValue().request).subscribe();',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/schedule.component.html': [
    '<form [formGroup]="form" (ngSubmit)="submit()">',
    '  <textarea formControlName="note"></textarea>',
    '  <fieldset formGroupName="request">',
    '    <input formControlName="profileName" />',
    '    <select formControlName="recordId"></select>',
    '    <label><input type="checkbox" formControlName="notifyAssignee" /> Notify the assignee</label>',
    '  </fieldset>',
    '</form>',
    '',
  ].join('\n'),
};

describe('reactive forms: controls under a nested formGroupName', () => {
  it('are resolved through the nested group and renamed or removed as the posted body is', async () => {
    await migrateSmallProject('angular-nested-form-', files, { from: 4, to: 6 }, async (dir) => {
      expect(await readFile(join(dir, 'src/schedule.component.html'), 'utf8')).toBe(
        [
          '<form [formGroup]="form" (ngSubmit)="submit()">',
          '  <textarea formControlName="note"></textarea>',
          '  <fieldset formGroupName="request">',
          '    <input formControlName="profileName" />',
          '    <select formControlName="categoryId"></select>',
          '  </fieldset>',
          '</form>',
          '',
        ].join('\n'),
      );
      const component = await readFile(join(dir, 'src/schedule.component.ts'), 'utf8');
      expect(component).toContain(
        "    request: this.fb.nonNullable.group({\n      profileName: [''],\n      categoryId: [0],\n    }),",
      );
      expect(component).not.toContain('TODO');
    });
  }, 120_000);
});
