/** What one benchmark file returns: a heading and a Markdown body with its figures. */
export interface BenchSection {
  title: string;
  /** Markdown: what was measured, the floor it was compared with, a table of figures, the goal and verdict. */
  markdown: string;
  /** True when every goal of the section was met. */
  goalsMet: boolean;
}

/** A benchmark file's default export. */
export type Bench = () => Promise<BenchSection>;
