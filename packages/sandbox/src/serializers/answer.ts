import type { Answer, AnswerHeader } from '../data/model.js';
import type { ApiVersion, JsonObject } from './version.js';

const HEADER_IDS_V4: Readonly<Record<AnswerHeader, string>> = {
  categoryName: 'REC_NAME',
  categoryCode: 'REC_CODE',
  subCategoryName: 'TYPE_NAME',
  itemName: 'ITEM_NAME',
  dueDate: 'DUE_DATE',
  inspector: 'INSPECTOR',
  result: 'RESULT',
  comment: 'COMMENT',
};

const HEADER_IDS_V5: Readonly<Record<AnswerHeader, string>> = {
  categoryName: 'CATEGORY_NAME',
  categoryCode: 'CATEGORY_CODE',
  subCategoryName: 'SUBCATEGORY_NAME',
  itemName: 'ITEM_NAME',
  dueDate: 'DUE_DATE',
  inspector: 'INSPECTOR',
  result: 'RESULT',
  comment: 'COMMENT',
};

/** A list of answers in the given version: `{ headerId, value }` with that version's headerId values. */
export function serializeAnswers(version: ApiVersion, answers: readonly Answer[]): JsonObject[] {
  const ids = version === 4 ? HEADER_IDS_V4 : HEADER_IDS_V5;
  return answers.map((a) => ({ headerId: ids[a.header], value: a.value }));
}
