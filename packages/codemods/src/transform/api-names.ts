import type { AstNode } from './node-types.js';

/** A name whose words include `api` or `endpoint(s)` (`API_PATHS`, `apiRoutes`, `ENDPOINTS`, `recordsEndpoint`). */
export function namesApi(name: string | undefined): boolean {
  if (!name) return false;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.toLowerCase());
  return words.some((w) => w === 'api' || w === 'apis' || w === 'endpoint' || w === 'endpoints');
}

/**
 * Whether a declared type says its value holds this API's paths: a type named so (`ResourceEndpoints`,
 * `ApiRoute`), also as the value type of a map (`{ [resource: string]: ResourceEndpoints }`,
 * `Record<string, ResourceEndpoints>`), a list's element or a member of a union. `RouteConfig`, `MenuEntry` do not.
 */
export function typeNamesApi(type: AstNode | null | undefined, depth = 0): boolean {
  if (!type || depth > 6) return false;
  switch (type.type) {
    case 'TSTypeAnnotation':
      return typeNamesApi(type.typeAnnotation, depth + 1);
    case 'TSTypeReference': {
      const name = type.typeName.type === 'Identifier' ? type.typeName.name : undefined;
      if (namesApi(name)) return true;
      // `Record<string, ResourceEndpoints>`, `Readonly<…>`, `Partial<…>`: the value type decides
      return (type.typeParameters?.params ?? []).some((p) => typeNamesApi(p, depth + 1));
    }
    case 'TSTypeLiteral':
      // `{ [resource: string]: ResourceEndpoints }`: an index signature's value type
      return type.members.some(
        (m) => m.type === 'TSIndexSignature' && typeNamesApi(m.typeAnnotation, depth + 1),
      );
    case 'TSArrayType':
      return typeNamesApi(type.elementType, depth + 1);
    case 'TSUnionType':
      return type.types.some((t) => typeNamesApi(t, depth + 1));
    default:
      return false;
  }
}
