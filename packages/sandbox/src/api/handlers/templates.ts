import type { Template } from '../../data/model.js';
import { serializePage } from '../../serializers/page.js';
import { serializeAssociatedProfile } from '../../serializers/profile.js';
import { serializeTemplateDetail, serializeTemplateSummary } from '../../serializers/template.js';
import { byVersion } from '../by-version.js';
import type { ApiContext, ApiResult } from '../context.js';
import { bodyObject, found, int, paging, pathId, queryInt, slicePage, str } from '../input.js';

/** `GET /templates/search`: pages templates; `searchText`, category v4 `recordId` / v5+ `categoryId`. */
export function searchTemplates(ctx: ApiContext): ApiResult {
  const { page, pageSize } = paging(ctx.query);
  const text = ctx.query.get('searchText')?.toLowerCase();
  const categoryId = queryInt(ctx.query, byVersion(ctx.version, 'recordId', 'categoryId'));
  const rows = ctx.store.templates
    .list(ctx.companyId)
    .filter((t) => !text || t.name.toLowerCase().includes(text))
    .filter((t) => categoryId === undefined || t.categoryId === categoryId);
  const data = slicePage(rows, page, pageSize).map((t) =>
    serializeTemplateSummary(ctx.store, ctx.version, t),
  );
  return { json: serializePage(data, page, pageSize, rows.length) };
}

function target(ctx: ApiContext): Template {
  return found(ctx.store.templates.get(ctx.companyId, pathId(ctx.params, 'id')), 'Template');
}

/** `GET /templates/{id}`. */
export function getTemplate(ctx: ApiContext): ApiResult {
  return { json: serializeTemplateDetail(ctx.store, ctx.version, target(ctx)) };
}

function readInput(ctx: ApiContext): { name: string; description: string; categoryId: number } {
  const category = byVersion(ctx.version, 'recordId', 'categoryId');
  const body = bodyObject(ctx.body, ['templateName', 'description', category]);
  const input = {
    name: str(body, 'templateName'),
    description: str(body, 'description', ''),
    categoryId: int(body, category),
  };
  found(ctx.store.categories.get(ctx.companyId, input.categoryId), 'Category');
  return input;
}

/** `POST /templates`: a new template with the three standard questions. */
export function createTemplate(ctx: ApiContext): ApiResult {
  const input = readInput(ctx);
  const row = ctx.store.templates.insert((id) => ({
    id,
    companyId: ctx.companyId,
    ...input,
    questions: [
      { questionId: id * 10 + 1, text: 'Is the area safe and tidy?', answerType: 'yesNo' },
      { questionId: id * 10 + 2, text: 'Comments', answerType: 'text' },
    ],
  }));
  return { json: serializeTemplateDetail(ctx.store, ctx.version, row) };
}

/** `PUT /templates/{id}`. */
export function updateTemplate(ctx: ApiContext): ApiResult {
  const row = target(ctx);
  Object.assign(row, readInput(ctx));
  return { json: serializeTemplateDetail(ctx.store, ctx.version, row) };
}

/** `GET /templates/{id}/associatedProfiles`: the profiles using the template. */
export function associatedProfiles(ctx: ApiContext): ApiResult {
  const template = target(ctx);
  const data = ctx.store.profiles
    .list(ctx.companyId)
    .filter((p) => p.templateId === template.id)
    .map((p) => serializeAssociatedProfile(ctx.store, ctx.version, p));
  return { json: { data } };
}
