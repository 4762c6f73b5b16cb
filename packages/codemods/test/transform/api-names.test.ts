import { describe, expect, it } from 'vitest';
import { namesApi, typeNamesApi } from '../../src/transform/api-names.js';
import { parse } from '../../src/transform/parser.js';

/** The annotation of `const x: <type> = …`. */
const annotationOf = (type: string) => {
  const [statement] = parse(`const x: ${type} = {};`, 'ts').program.body;
  if (statement?.type !== 'VariableDeclaration') throw new Error(type);
  const id = statement.declarations[0]?.id;
  return id?.type === 'Identifier' ? id.typeAnnotation : undefined;
};

/** Names that say a value holds this API's paths, as a variable's or its declared type's (transform/api-names.ts). */
describe('names of API path tables (transform/api-names.ts)', () => {
  it('reads the words of a name', () => {
    for (const name of ['ENDPOINTS', 'API_PATHS', 'apiRoutes', 'recordsEndpoint', 'ResourceEndpoints']) {
      expect(namesApi(name), name).toBe(true);
    }
    for (const name of ['ROUTES', 'resources', 'rapid', 'crumbs', undefined]) {
      expect(namesApi(name), String(name)).toBe(false);
    }
  });

  it('takes a declared type named for endpoints, as a map value, list element or union member', () => {
    for (const type of [
      'ResourceEndpoints',
      '{ [resource: string]: ResourceEndpoints }',
      'Record<string, ResourceEndpoints>',
      'Readonly<Record<string, ApiRoute>>',
      'ApiRoute[]',
      'ApiRoute | undefined',
    ]) {
      expect(typeNamesApi(annotationOf(type)), type).toBe(true);
    }
  });

  it('leaves the app’s own tables: routes, menus, a map keyed by an endpoint-named type only', () => {
    for (const type of [
      '{ [page: string]: RouteConfig }',
      'Record<string, MenuEntry>',
      'MenuEntry[]',
      '{ endpoint: string }',
      'string',
    ]) {
      expect(typeNamesApi(annotationOf(type)), type).toBe(false);
    }
  });
});
