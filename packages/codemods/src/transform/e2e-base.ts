import type { UrlParts, UrlRules } from '../api/url.js';

/**
 * Whether an end-to-end test's stub URL shows it is this API's: a base path of the rules before the path, under a
 * prefix or with a version after it (`/api/v4`, `/portal/api/v5`; not another service's `/audit/v2`), or no base on
 * a URL that is not a glob (`'/records'`, read as a request's path written alone is). A glob's `**` matches any
 * origin, so `**` followed by the path alone (`**` + `/records*`) names no service.
 */
export function e2eStubIsApi(parts: UrlParts, rules: UrlRules): boolean {
  if (parts.base === '') return !parts.origin.startsWith('**');
  const base = parts.base.replace(/\/$/, '');
  return rules.basePaths.some((b) => {
    const path = b.replace(/\/$/, '');
    return base === path || new RegExp(`^(/[\\w-]+)*${escapeRegExp(path)}(/v\\d+)?$`).test(base);
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
