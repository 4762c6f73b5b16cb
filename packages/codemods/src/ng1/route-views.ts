import { walk } from '../transform/ast-walk.js';
import { keyName } from '../transform/call-site.js';
import { isProperty, stringValue, type AstNode } from '../transform/node-types.js';
import { optionString } from './registrations.js';

/**
 * The views a route (or any options object) gives a controller by name: `$routeProvider.when('/records', {
 * templateUrl: 'records.html', controller: 'RecordsController', controllerAs: 'vm' })`, ui-router's states, a
 * modal's options; `controller: 'Name as vm'` too. Pure questions about one file's tree.
 */

/** One such object: the template it names (a URL, or the inline string's node) and the controller's alias. */
export interface RouteView {
  templateUrl?: string;
  template?: { value: string; node: AstNode };
  alias: string | undefined;
}

/** Every options object in `root` naming the controller `name` with a template. */
export function routeViews(root: AstNode, name: string): RouteView[] {
  const found: RouteView[] = [];
  walk(root, [], (node) => {
    if (node.type !== 'ObjectExpression') return true;
    const controller = node.properties.find((p) => isProperty(p) && keyName(p) === 'controller');
    const written = controller && isProperty(controller) ? stringValue(controller.value) : undefined;
    const match = written === undefined ? null : /^\s*([\w$.]+)(?:\s+as\s+([\w$]+))?\s*$/.exec(written);
    if (!match || match[1] !== name) return true;
    const templateUrl = optionString(node, 'templateUrl')?.value;
    const template = optionString(node, 'template');
    const alias = optionString(node, 'controllerAs')?.value ?? match[2];
    if (templateUrl !== undefined || template)
      found.push({
        ...(templateUrl !== undefined ? { templateUrl } : {}),
        ...(template ? { template } : {}),
        alias,
      });
    return true;
  });
  return found;
}
