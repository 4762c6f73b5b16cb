import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Node, type ClassDeclaration, type SourceFile } from 'ts-morph';

/** An Angular component's template: its `templateUrl` file, or the inline `template:` string of the component. */
export interface ComponentTemplate {
  component: ClassDeclaration;
  /** The file holding the template: the `.html` of `templateUrl`, or the component's own file. */
  file: string;
  /** That file's whole text. */
  text: string;
  /** Where the template is in `text` (the whole file for `templateUrl`, inside the quotes for `template:`). */
  start: number;
  end: number;
  inline: boolean;
}

/** A template that cannot be read: a `templateUrl` that is not there, a `template` built with `${…}`. */
export interface UnreadTemplate {
  component: ClassDeclaration;
  reason: string;
}

/** The templates of the `@Component` classes of a file. */
export function componentTemplates(sourceFile: SourceFile): {
  templates: ComponentTemplate[];
  unread: UnreadTemplate[];
} {
  const templates: ComponentTemplate[] = [];
  const unread: UnreadTemplate[] = [];
  for (const component of sourceFile.getClasses()) {
    const decorator = component.getDecorator('Component');
    const options = decorator?.getArguments()[0];
    if (!Node.isObjectLiteralExpression(options)) continue;
    const url = options.getProperty('templateUrl');
    const inline = options.getProperty('template');
    if (Node.isPropertyAssignment(url)) {
      const value = url.getInitializer();
      if (!Node.isStringLiteral(value) && !Node.isNoSubstitutionTemplateLiteral(value)) {
        unread.push({ component, reason: 'its templateUrl is not a string literal' });
        continue;
      }
      const file = resolve(dirname(sourceFile.getFilePath()), value.getLiteralText());
      if (!existsSync(file)) {
        unread.push({ component, reason: `its templateUrl ${value.getLiteralText()} is not there` });
        continue;
      }
      const text = readFileSync(file, 'utf8');
      templates.push({ component, file, text, start: 0, end: text.length, inline: false });
    } else if (Node.isPropertyAssignment(inline)) {
      const value = inline.getInitializer();
      if (!Node.isStringLiteral(value) && !Node.isNoSubstitutionTemplateLiteral(value)) {
        unread.push({ component, reason: 'its template is built with ${…} or another expression' });
        continue;
      }
      const text = sourceFile.getFullText();
      templates.push({
        component,
        file: sourceFile.getFilePath(),
        text,
        start: value.getStart() + 1,
        end: value.getEnd() - 1,
        inline: true,
      });
    }
  }
  return { templates, unread };
}
