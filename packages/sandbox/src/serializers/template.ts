import type { Template } from '../data/model.js';
import type { Store } from '../data/store.js';
import type { ApiVersion, JsonObject } from './version.js';

/** A template as a row of `GET /templates/search` in the given version. */
export function serializeTemplateSummary(store: Store, version: ApiVersion, t: Template): JsonObject {
  const categoryName = store.categories.get(t.companyId, t.categoryId)?.name ?? '';
  if (version === 4) {
    return {
      templateId: t.id,
      templateName: t.name,
      recordId: t.categoryId,
      recordName: categoryName,
      questionCount: t.questions.length,
    };
  }
  return {
    templateId: t.id,
    templateName: t.name,
    categoryId: t.categoryId,
    categoryName,
    questionCount: t.questions.length,
  };
}

/** A template as returned by `GET /templates/{id}` (and create/update) in the given version. */
export function serializeTemplateDetail(store: Store, version: ApiVersion, t: Template): JsonObject {
  const categoryName = store.categories.get(t.companyId, t.categoryId)?.name ?? '';
  const questions = t.questions.map((q) => ({
    questionId: q.questionId,
    text: q.text,
    answerType: q.answerType,
  }));
  if (version === 4) {
    return {
      templateId: t.id,
      templateName: t.name,
      description: t.description,
      recordId: t.categoryId,
      recordName: categoryName,
      questions,
    };
  }
  return {
    templateId: t.id,
    templateName: t.name,
    description: t.description,
    categoryId: t.categoryId,
    categoryName,
    questions,
  };
}
