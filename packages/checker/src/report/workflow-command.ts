/** Escapes a GitHub Actions workflow command's message (`%`, CR, LF). */
export const data = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** Escapes a workflow command's property value (also `:` and `,`). */
export const property = (s: string): string => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
