import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrateSmallProject } from '../helpers.js';
import { rtkStandIn } from '../types/zod-stand-in.js';
import { effectStandIn } from '../types/effect-stand-in.js';

const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, types: [], module: 'esnext', moduleResolution: 'bundler' },
    include: ['src'],
  }),
  'src/stand-ins.d.ts': rtkStandIn,
  'src/api.ts': [
    "import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';",
    '',
    'export interface Input { id: number; name: string }',
    'export const api = createApi({',
    "  reducerPath: 'compliance',",
    "  baseQuery: fetchBaseQuery({ baseUrl: '/api/v4/' }),",
    '  endpoints: (build) => ({',
    '    // the parameter is the body, sent once: it gives the id to the path',
    '    update: build.mutation<void, Input>({',
    "      query: (body: Input) => ({ url: 'notificationProfiles/update', method: 'PUT', body }),",
    '    }),',
    '    // the parameter is read again (its id logged): it stays whole, the path reads its id, with a TODO',
    '    save: build.mutation<void, Input>({',
    '      query: (input) => {',
    '        console.log(input.name);',
    "        return { url: 'notificationProfiles/update', method: 'PUT', body: input };",
    '      },',
    '    }),',
    '  }),',
    '});',
    '',
    '// an arrow function that makes the call itself: the field is taken out of its parameter in a block',
    'declare const http: { put(url: string, body: unknown): Promise<unknown> };',
    "export const put = (profile: Input) => http.put('/api/v4/notificationProfiles/update', profile);",
    '',
  ].join('\n'),
};

describe('a moved field of a body that is the whole parameter of RTK Query’s query function', () => {
  it('is destructured out of the parameter into the path; a parameter read elsewhere keeps the TODO', async () => {
    await migrateSmallProject('param-body-', files, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/api.ts'), 'utf8');
      expect(out).toContain(
        "query: ({ id, ...body }: Input) => ({ url: `notificationProfiles/${id}`, method: 'PUT', body })",
      );
      expect(out).toContain(
        "return { url: `notificationProfiles/${input.id}`, method: 'PUT', body: input };",
      );
      const todos = report.todos.filter((t) => /takes the id in the path only/.test(t.message));
      expect(out).toContain(
        [
          'export const put = (profile: Input) => {',
          '  const { id, ...body } = profile;',
          '  return http.put(`/api/v4/notificationProfiles/${id}`, body);',
          '};',
        ].join('\n'),
      );
      expect(todos).toHaveLength(1);
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);

  it('a function sending its parameter takes the field out before the call; with a name taken, the TODO stays', async () => {
    const service = {
      'tsconfig.json': files['tsconfig.json']!,
      'src/notifications.ts': [
        "import axios from 'axios';",
        '',
        'export interface Profile { id: number; name: string }',
        "const http = axios.create({ baseURL: '/api/v4' });",
        '',
        'export async function updateProfile(profile: Profile): Promise<Profile> {',
        "  const { data } = await http.put<Profile>('/notificationProfiles/update', profile);",
        '  return data;',
        '}',
        '',
        '// `body` is taken already: the rest gets the next free name',
        'export function rename(profile: Profile, body: string) {',
        "  if (body) return http.put('/notificationProfiles/update', profile);",
        '  return undefined;',
        '}',
        '',
        '// the id is a parameter of its own here: nothing is destructured, the path reads the body’s, with a TODO',
        'export function replace(id: number, profile: Profile) {',
        '  console.log(id);',
        "  return http.put('/notificationProfiles/update', profile);",
        '}',
        '',
      ].join('\n'),
      'src/axios.d.ts': [
        "declare module 'axios' {",
        '  interface Client {',
        '    put<T = unknown>(url: string, body?: unknown): Promise<{ data: T }>;',
        '  }',
        '  const axios: { create(config: { baseURL: string }): Client };',
        '  export default axios;',
        '}',
        '',
      ].join('\n'),
    };
    await migrateSmallProject('param-hoist-', service, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/notifications.ts'), 'utf8');
      expect(out).toContain(
        [
          'export async function updateProfile(profile: Profile): Promise<Profile> {',
          '  const { id, ...body } = profile;',
          '  const { data } = await http.put<Profile>(`/notificationProfiles/${id}`, body);',
        ].join('\n'),
      );
      expect(out).toContain(
        [
          '  const { id, ...rest } = profile;',
          '  if (body) return http.put(`/notificationProfiles/${id}`, rest);',
        ].join('\n'),
      );
      expect(out).toContain('  return http.put(`/notificationProfiles/${profile.id}`, profile);');
      const todos = report.todos.filter((t) => /takes the id in the path only/.test(t.message));
      expect(todos).toHaveLength(1);
      expect(out).toMatch(
        /\/\/ TODO\(compliance-migrate\): [^\n]*takes the id in the path only[^\n]*\n(?: {2}\/\/ TODO[^\n]*\n)* {2}return http\.put\(`\/notificationProfiles\/\$\{profile\.id\}`/,
      );
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);

  it('an arrow whose body pipes the request (Effect) becomes a block taking the field out; a parameter read twice keeps it', async () => {
    const effect = {
      'tsconfig.json': files['tsconfig.json']!,
      'src/stand-ins.d.ts': effectStandIn,
      'src/client.ts': [
        "import { HttpClientRequest } from '@effect/platform';",
        '',
        'export interface Profile { id: number; name: string }',
        'declare const send: (request: unknown) => unknown;',
        'export const update = (profile: Profile) =>',
        "  HttpClientRequest.put('/notificationProfiles/update').pipe(HttpClientRequest.bodyJson(profile), send);",
        'export const again = (profile: Profile) =>',
        "  HttpClientRequest.put('/notificationProfiles/update').pipe(HttpClientRequest.bodyJson(profile), () => profile.name);",
        '',
      ].join('\n'),
    };
    await migrateSmallProject('param-arrow-', effect, { from: 4, to: 6 }, async (dir) => {
      const out = await readFile(join(dir, 'src/client.ts'), 'utf8');
      expect(out).toContain(
        [
          'export const update = (profile: Profile) => {',
          '  const { id, ...body } = profile;',
          '  return HttpClientRequest.put(`/notificationProfiles/${id}`).pipe(HttpClientRequest.bodyJson(body), send);',
          '};',
        ].join('\n'),
      );
      expect(out).toContain(
        'HttpClientRequest.put(`/notificationProfiles/${profile.id}`).pipe(HttpClientRequest.bodyJson(profile), () => profile.name)',
      );
    });
  }, 60_000);

  it('an arrow passing its parameter as `body:` of a fetch wrapper’s options sends the rest as `{ body }`', async () => {
    const wrapper = {
      'tsconfig.json': files['tsconfig.json']!,
      'src/client.ts': [
        "const API = 'https://compliance.example.com/api/v4';",
        'export interface Profile { id: number; name: string }',
        "type Init = { method?: 'GET' | 'PUT'; body?: unknown };",
        'async function apiFetch<T>(path: string, { method = "GET", body }: Init = {}): Promise<T> {',
        '  const res = await fetch(`${API}${path}`, { method, body: JSON.stringify(body) });',
        '  return (await res.json()) as T;',
        '}',
        'export const update = (profile: Profile) =>',
        "  apiFetch<Profile>('/notificationProfiles/update', { method: 'PUT', body: profile });",
        '',
      ].join('\n'),
    };
    await migrateSmallProject('param-arrow-body-', wrapper, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/client.ts'), 'utf8');
      expect(out).toContain(
        [
          'export const update = (profile: Profile) => {',
          '  const { id, ...body } = profile;',
          "  return apiFetch<Profile>(`/notificationProfiles/${id}`, { method: 'PUT', body });",
          '};',
        ].join('\n'),
      );
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);

  it('a function with a block returning a descriptor keeps its signature and takes the field out before the return', async () => {
    const outbox = {
      'tsconfig.json': files['tsconfig.json']!,
      'src/requests.ts': [
        'export interface Profile { id: number; name: string }',
        "export type Queued = { url: string; method: 'PUT'; body?: unknown };",
        'export function updateRequest(profile: Profile): Queued {',
        "  return { url: '/notificationProfiles/update', method: 'PUT', body: profile };",
        '}',
        '// an arrow returning the descriptor as its expression keeps destructuring its parameter',
        'export const updateArrow = (profile: Profile): Queued => ({',
        "  url: '/notificationProfiles/update',",
        "  method: 'PUT',",
        '  body: profile,',
        '});',
        '',
      ].join('\n'),
    };
    await migrateSmallProject('param-descriptor-', outbox, { from: 4, to: 6 }, async (dir, report) => {
      const out = await readFile(join(dir, 'src/requests.ts'), 'utf8');
      // (the answer is read by the code sending it: that TODO stays above the statement)
      expect(out).toContain('export function updateRequest(profile: Profile): Queued {');
      expect(out).toContain(
        [
          '  const { id, ...body } = profile;',
          "  return { url: `/notificationProfiles/${id}`, method: 'PUT', body };",
        ].join('\n'),
      );
      expect(out).toContain('export const updateArrow = ({ id, ...profile }: Profile): Queued => ({');
      expect(out).toContain('  url: `/notificationProfiles/${id}`,');
      expect(report.typeErrors).toEqual([]);
    });
  }, 60_000);
});
