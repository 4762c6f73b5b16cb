import { RoutePattern } from '../http/route-pattern.js';
import type { ApiVersion } from '../serializers/version.js';
import type { ApiHandler } from './context.js';
import * as categories from './handlers/categories.js';
import * as exportsXlsx from './handlers/exports.js';
import * as hazards from './handlers/hazards.js';
import * as items from './handlers/items.js';
import * as nonCompliance from './handlers/non-compliance.js';
import * as notifications from './handlers/notification-profiles.js';
import * as profiles from './handlers/profiles.js';
import * as subCategories from './handlers/sub-categories.js';
import * as templates from './handlers/templates.js';

/** One service endpoint: its method, its path in each version, and its handler. */
export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PUT';
  paths: Readonly<Record<ApiVersion, string>>;
  handler: ApiHandler;
}

type Paths = string | [v4: string, v5: string, v6?: string];

function route(method: RouteDefinition['method'], paths: Paths, handler: ApiHandler): RouteDefinition {
  const [v4, v5, v6] = typeof paths === 'string' ? [paths, paths, paths] : paths;
  return { method, paths: { 4: v4, 5: v5, 6: v6 ?? v5 }, handler };
}

/** Every endpoint of spec §4.1, with its path in v4, v5 and v6. */
export const ROUTES: readonly RouteDefinition[] = [
  route('GET', ['/records', '/categories'], categories.listCategories),
  route('POST', ['/records', '/categories'], categories.createCategory),
  route('PUT', ['/records/{id}', '/categories/{id}'], categories.updateCategory),
  route('PUT', ['/records/{id}/archive', '/categories/{id}/archive'], categories.setCategoryArchived(true)),
  route('PUT', ['/records/{id}/restore', '/categories/{id}/restore'], categories.setCategoryArchived(false)),
  route('GET', ['/types', '/subcategories'], subCategories.listSubCategories),
  route('POST', ['/types', '/subcategories'], subCategories.createSubCategory),
  route('PUT', ['/types/{id}', '/subcategories/{id}'], subCategories.updateSubCategory),
  route(
    'PUT',
    ['/types/{id}/archive', '/subcategories/{id}/archive'],
    subCategories.setSubCategoryArchived(true),
  ),
  route(
    'PUT',
    ['/types/{id}/restore', '/subcategories/{id}/restore'],
    subCategories.setSubCategoryArchived(false),
  ),
  route('GET', '/profiles/simpleList', profiles.simpleListProfiles),
  route('GET', '/profiles/search', profiles.searchProfiles),
  route('GET', '/profiles/{profileId}', profiles.getProfile),
  route('POST', '/profiles/scheduled', profiles.createScheduledProfile),
  route('POST', '/profiles/publicform', profiles.createPublicFormProfile),
  route('PUT', '/profiles/{id}/detail', profiles.updateProfileDetail),
  route('PUT', '/profiles/{id}/schedulesetting', profiles.updateScheduleSetting),
  route(
    'GET',
    ['/profiles/items/exportToExcel', '/profiles/items/exportToExcel', '/profiles/items/exporttoexcel'],
    exportsXlsx.exportProfileItems,
  ),
  route('GET', '/items/search', items.searchItems),
  route('GET', '/items/mytestforms', items.myTestForms),
  route(
    'GET',
    ['/items/exportToExcel', '/items/exportToExcel', '/items/exporttoexcel'],
    exportsXlsx.exportItems,
  ),
  route('GET', '/items/answer', items.listAnswers),
  route('GET', '/items/{itemid}/answer', items.getItemAnswer),
  route('GET', '/items/{itemid}', items.getItem),
  route('GET', '/itemHistories/{itemHistoryId}/answer', items.getItemHistoryAnswer),
  route('GET', '/templates/search', templates.searchTemplates),
  route('GET', '/templates/{id}', templates.getTemplate),
  route('PUT', '/templates/{id}', templates.updateTemplate),
  route('POST', '/templates', templates.createTemplate),
  route('GET', '/templates/{id}/associatedProfiles', templates.associatedProfiles),
  route('GET', '/nonCompliance/search', nonCompliance.searchNonCompliances),
  route('GET', '/nonCompliance/exportToExcel', exportsXlsx.exportNonCompliances),
  route('GET', '/notificationProfiles/{id}', notifications.getNotificationProfile),
  route(
    'POST',
    ['/notificationProfiles/add', '/notificationProfiles'],
    notifications.createNotificationProfile,
  ),
  route(
    'PUT',
    ['/notificationProfiles/update', '/notificationProfiles/{id}'],
    notifications.updateNotificationProfile,
  ),
  route('POST', '/hazards/complianceItem/bulk', hazards.createItemHazardsBulk),
  route('POST', '/hazards/complianceItem', hazards.createItemHazard),
  route('POST', '/hazards/complianceProfile', hazards.createProfileHazard),
];

/** A route of one version, compiled for matching. */
export interface CompiledRoute {
  method: RouteDefinition['method'];
  template: string;
  pattern: RoutePattern;
  handler: ApiHandler;
}

/** Every path parameter of the service is a numeric id; a path with anything else there matches no route. */
const ID_PARAM = '\\d{1,9}';

/**
 * The routes of one version in matching order (literal paths before parameterised ones). A route is chosen
 * by method and path alone, before the token or the body is looked at (v4's `PUT /notificationProfiles/update`
 * sent to v6 is a 404 whatever its body).
 */
export function compileRoutes(version: ApiVersion): CompiledRoute[] {
  const compiled = ROUTES.map((r) => ({
    method: r.method,
    template: r.paths[version],
    pattern: new RoutePattern(r.paths[version], ID_PARAM),
    handler: r.handler,
  }));
  const literal = (t: string): number => (t.includes('{') ? 1 : 0);
  return compiled.sort((a, b) => literal(a.template) - literal(b.template));
}
