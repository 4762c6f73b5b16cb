import { describe, expect, it } from 'vitest';
import { astroBlocks, isAstroFile } from '../../src/astro/astro-blocks.js';

/** An Astro file split into its frontmatter (the code between the `---` fences) and its template. */
describe('astroBlocks', () => {
  it('reads the frontmatter between the fences and the template after them', () => {
    const source = '\n---\nconst { title } = Astro.props;\n---\n<h1>{title}</h1>\n';
    const { frontmatter, template } = astroBlocks(source, 'Title.astro');
    expect(source.slice(frontmatter!.start, frontmatter!.end)).toBe('const { title } = Astro.props;\n');
    expect(source.slice(template.start, template.end)).toBe('\n<h1>{title}</h1>\n');
  });

  it('reads a file without a frontmatter as a template only, and a `---` inside the template as text', () => {
    const source = '<p>a</p>\n---\n<p>{b}</p>\n';
    expect(astroBlocks(source, 'Plain.astro')).toEqual({
      frontmatter: undefined,
      template: { start: 0, end: source.length },
    });
  });

  it('ends the frontmatter at the first line holding only ---, not at one inside a string', () => {
    const source = "---\nconst rule = '---x';\n---   \n<hr />\n";
    const { frontmatter } = astroBlocks(source, 'Rule.astro');
    expect(source.slice(frontmatter!.start, frontmatter!.end)).toBe("const rule = '---x';\n");
  });

  it('throws naming the file and line of a frontmatter that is never closed', () => {
    expect(() => astroBlocks('\n---\nconst a = 1;\n<p />\n', 'Open.astro')).toThrow(/^Open\.astro:2:1: /);
  });

  it('knows .astro files by their extension only', () => {
    expect(isAstroFile('src/pages/records/[recordId].astro')).toBe(true);
    expect(isAstroFile('src/Page.ASTRO')).toBe(true);
    expect(isAstroFile('src/astro.ts')).toBe(false);
    expect(isAstroFile('src/content/astro.md')).toBe(false);
  });
});
