/** The summary's note on the symbolic links a run passed over in its folders (not followed, so not read). */
export function linksNote(links: readonly string[]): string {
  const shown = links.slice(0, 5).join(', ') + (links.length > 5 ? `, … (${links.length - 5} more)` : '');
  return `${links.length} symbolic link(s) under the given paths not followed, so not read: ${shown}; give a link as a path to migrate what it points to (written through the link, which stays a link)`;
}
