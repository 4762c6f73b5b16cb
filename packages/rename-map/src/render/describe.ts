import type { Change } from '../schema/change.js';
import { endpointsOf } from '../map/endpoints.js';

/**
 * A one-line, human description of what a change does, e.g. `GET /records → GET /categories`; a body change
 * that declares `statuses` says which answers it applies to (`; on answers 404, 4xx`).
 */
export function describeChange(change: Change): string {
  const what = describeWhat(change);
  const statuses = 'statuses' in change ? change.statuses : undefined;
  return statuses === undefined ? what : `${what}; on answers ${statuses.join(', ')}`;
}

function describeWhat(change: Change): string {
  const on = endpointsOf(change).join(', ');
  const at = 'at' in change && change.at ? ` at ${change.at}` : '';
  switch (change.kind) {
    case 'resource.renamed':
      return `${change.from.singular} / ${change.from.plural} → ${change.to.singular} / ${change.to.plural}`;
    case 'endpoint.renamed':
      return `${change.from.method} ${change.from.path} → ${change.to.method} ${change.to.path}`;
    case 'endpoint.moved':
      return `${change.from.method} ${change.from.path} → ${change.to.method} ${change.to.path} (body "${change.move.bodyField}" → path {${change.move.pathParam}})`;
    case 'query.renamed':
      return `${on}: query ${change.from} → ${change.to}`;
    case 'field.renamed':
      return `${on}: ${change.in} field${at} ${change.from} → ${change.to}`;
    case 'value.renamed':
      return `${on}: ${change.in} ${change.field}${at} values ${Object.entries(change.values)
        .map(([a, b]) => `${a} → ${b}`)
        .join(', ')}`;
    case 'field.toMany':
      return `${on}: ${change.in} field${at} ${change.from} (one) → ${change.to} (list); the reverse keeps the first`;
    case 'field.added':
      return `${on}: ${change.in} field${at} ${change.field} added${change.default !== undefined ? ` (default ${JSON.stringify(change.default)})` : ''}`;
    case 'field.removed':
      return `${on}: ${change.in} field${at} ${change.field} removed${change.restore !== undefined ? ` (restored as ${JSON.stringify(change.restore)})` : ''}`;
    case 'gap.unnamed':
      return `${on}: ${change.what === 'headerId' ? 'headerId values' : change.what === 'query' ? 'parameters' : `${change.what} fields`} ${change.change} — names not in the spec`;
  }
}

/** Markdown anchor of a change in the migration guide (its id, lower-case, dots as dashes). */
export function anchorOf(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
}
