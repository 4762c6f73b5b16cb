/** A stand-in for the part of react-admin's types the react-admin tests use: a small project has no node_modules. */
export const reactAdminStandIn = [
  "declare module 'react-admin' {",
  "  import type { ComponentType, ReactNode } from 'react';",
  '  export type Identifier = string | number;',
  '  export interface RaRecord { id: Identifier; [key: string]: any }',
  '  export interface GetListParams { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string }; filter?: any }',
  '  export interface DataProvider {',
  '    getList<T extends RaRecord = any>(resource: string, params: GetListParams): Promise<{ data: T[]; total?: number }>;',
  '    getOne<T extends RaRecord = any>(resource: string, params: { id: Identifier }): Promise<{ data: T }>;',
  '    [key: string]: any;',
  '  }',
  '  export const fetchUtils: { fetchJson(url: string, options?: RequestInit): Promise<{ status: number; json: any }> };',
  '  export function useGetList<T extends RaRecord = any>(resource: string, params?: GetListParams): { data?: T[] };',
  '  export function useDataProvider(): DataProvider;',
  '  export function useRecordContext<T extends RaRecord = any>(): T | undefined;',
  '  type P = { source?: string; reference?: string; target?: string; optionText?: string; sortBy?: string; label?: string; sort?: { field: string; order: string }; alwaysOn?: boolean; children?: ReactNode };',
  '  export const Admin: ComponentType<{ dataProvider: DataProvider; children?: ReactNode }>;',
  '  export const Resource: ComponentType<{ name: string; list?: ComponentType; edit?: ComponentType; recordRepresentation?: string }>;',
  '  export const List: ComponentType<{ filters?: any[]; sort?: { field: string; order: string }; filterDefaultValues?: any; children?: ReactNode }>;',
  '  export const Datagrid: ComponentType<{ children?: ReactNode }>;',
  '  export const Edit: ComponentType<{ children?: ReactNode }>;',
  '  export const SimpleForm: ComponentType<{ children?: ReactNode }>;',
  '  export const TextField: ComponentType<P>;',
  '  export const TextInput: ComponentType<P>;',
  '  export const SelectInput: ComponentType<P>;',
  '  export const ReferenceField: ComponentType<P>;',
  '  export const ReferenceInput: ComponentType<P>;',
  '  export const ReferenceManyField: ComponentType<P>;',
  '}',
  '',
].join('\n');

/** The tsconfig of a small React project on the stand-in. */
export const reactTsconfig = JSON.stringify({
  compilerOptions: {
    strict: true,
    noEmit: true,
    jsx: 'react-jsx',
    lib: ['es2022', 'dom'],
    skipLibCheck: true,
  },
  include: ['src'],
});
