/** The summary's note for a Deno project: how its modules were resolved, and why the result was not type-checked. */
export function denoProjectNote(config: string): string {
  return `a Deno project: modules and types read through ${config}'s import map; not type-checked (tsc knows neither Deno's globals nor jsr: packages): run \`deno check\` on the result`;
}
