/** The summary's note for a Deno project: how its modules were resolved, and what its type-check can tell. */
export function denoProjectNote(config: string): string {
  return `a Deno project: modules and types read through ${config}'s import map, and the result type-checked against the input (tsc knows neither Deno's globals nor jsr: packages: their errors are the input's too); run \`deno check\` on the result`;
}
