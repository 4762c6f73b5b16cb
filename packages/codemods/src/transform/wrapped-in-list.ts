/** A value written as a conditional (`assignee ? Number(assignee) : undefined`), as text. */
export interface ConditionalText {
  test: string;
  whenTrue: string;
  whenFalse: string;
}

const ABSENT = /^(undefined|null|void 0)$/;
/** `assignee ?? null`, `form.owner?.id ?? undefined`: a plain name or member chain defaulted to absent. */
const DEFAULTED_TO_ABSENT = /^([A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)*)\s*\?\?\s*(undefined|null|void 0)$/;

/**
 * The text of a value that became a list: `[value]`; a conditional with an absent branch wraps the other and writes
 * that branch as no list member (`assignee ? [Number(assignee)] : undefined`, `… : null` → `… : []`), so no list
 * holding `undefined` or `null` is sent; so does a name defaulted to absent (`assignee ?? null` → `assignee != null ?
 * [assignee] : []`, not `[null]`), and an absent value written alone (`null` → `[]`, `undefined` kept). Null is the
 * empty list throughout, as the proxy translates it and as the type-aware pass writes the field's type (`number |
 * null` → `number[]`); undefined stays absent.
 */
export function wrappedInList(text: string, conditional?: ConditionalText): string {
  // a literal absent value alone (a mock's `assignedUserId: null`): null is the empty list, undefined stays absent
  if (!conditional && ABSENT.test(text.trim())) return text.trim() === 'null' ? '[]' : text;
  const defaulted = conditional ? undefined : DEFAULTED_TO_ABSENT.exec(text.trim());
  // null is the empty list, as the proxy translates it (`null` → `[]`); undefined stays absent
  if (defaulted)
    return `${defaulted[1]} != null ? [${defaulted[1]}] : ${defaulted[2] === 'null' ? '[]' : defaulted[2]}`;
  if (!conditional) return `[${text}]`;
  const { test, whenTrue, whenFalse } = conditional;
  const absentTrue = ABSENT.test(whenTrue.trim());
  const absentFalse = ABSENT.test(whenFalse.trim());
  if (absentTrue === absentFalse) return `[${text}]`;
  const wrap = (branch: string, absent: boolean): string =>
    absent ? (branch.trim() === 'null' ? '[]' : branch) : `[${branch}]`;
  return `${test} ? ${wrap(whenTrue, absentTrue)} : ${wrap(whenFalse, absentFalse)}`;
}
