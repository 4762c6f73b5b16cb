import { describe, expect, it } from 'vitest';
import { underscoreRenames } from '../../src/backbone/underscore-template.js';
import { applyEdits } from '../../src/transform/edits.js';
import type { AttributeRename } from '../../src/transform/backbone-attributes.js';

const renames = new Map<string, AttributeRename>([
  ['recordName', { to: 'categoryName', id: 'r1', toMany: false }],
  ['assignedUserId', { to: 'assignedUserIds', id: 'r2', toMany: true }],
]);

/** The template after its renames, and the names left. */
function renamed(text: string, variable?: string): { text: string; left: string[] } {
  const { edits, left } = underscoreRenames(text, renames, variable);
  return { text: applyEdits(text, edits).text, left: [...left] };
}

describe('Underscore template renames', () => {
  it('renames free names and obj.x in <%- %>, <%= %> and <% %> code; a list is left', () => {
    const { text, left } = renamed(
      '<b><%- recordName %></b><%= obj.recordName.toUpperCase() %><% if (assignedUserId) { %>#<%- assignedUserId %><% } %>',
    );
    expect(text).toBe(
      '<b><%- categoryName %></b><%= obj.categoryName.toUpperCase() %><% if (assignedUserId) { %>#<%- assignedUserId %><% } %>',
    );
    expect(left).toEqual(['assignedUserId']);
  });

  it('look-alikes: a name the template declares, a property of another value, text outside tags, { variable }', () => {
    const source =
      'recordName: <% _.each(rows, function (recordName) { %><%- recordName %><% }); %><%- row.recordName %>';
    expect(renamed(source).text).toBe(source);
    expect(renamed('<%- data.recordName %> <%- recordName %>', 'data').text).toBe(
      '<%- data.categoryName %> <%- recordName %>',
    );
    // code that does not parse is left whole
    expect(renamed('<%- recordName ( %>').text).toBe('<%- recordName ( %>');
  });
});
