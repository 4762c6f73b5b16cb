import { Node, type TemplateSpan } from 'ts-morph';

/**
 * A `${…}` that is the whole content of an HTML element written in a template string
 * (`` `<td class="owner">${name(p.assignedUserId)}</td>` ``), as `<td>{…}</td>` is in JSX: the text before it
 * ends with the element's opening tag and the text after it starts with its closing tag.
 */
export function wholeHtmlContent(span: TemplateSpan): boolean {
  const template = span.getParent();
  if (!Node.isTemplateExpression(template)) return false;
  const spans = template.getTemplateSpans();
  const index = spans.indexOf(span);
  const previous = spans[index - 1];
  const before =
    index === 0 ? template.getHead().getLiteralText() : (previous?.getLiteral().getLiteralText() ?? '');
  const after = span.getLiteral().getLiteralText();
  const tag = /<([A-Za-z][\w-]*)(?:\s[^<>]*)?>\s*$/.exec(before)?.[1];
  return tag !== undefined && new RegExp(`^\\s*</${tag}\\s*>`, 'i').test(after);
}
