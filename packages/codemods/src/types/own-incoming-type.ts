import { Node } from 'ts-morph';
import { isIncomingData } from './incoming-data.js';
/** Type nodes climbed from a reference to the cast holding it (`Omit<HazardInput, 'x'> & { itemIds: number[] }`). */
const MAX_CLIMB = 6;

const cache = new WeakMap<Node, boolean>();

/**
 * Whether a member declaration belongs to an interface or type alias that the app's own server casts what a route
 * received to (`request.payload as HazardInput`, also inside `HazardInput & { itemIds: number[] }`; a Firebase
 * callable's `request.data as HazardInput`, `types/incoming-data.ts`): the type is the
 * app's contract with its own callers, whose validation (a Joi or zod schema) names the same keys, so it is not
 * renamed even where the app later sends it to this API; the body that spreads it is left for a person.
 */
export function isOwnIncomingMember(member: Node): boolean {
  const holder = member.getParent();
  const declaration = Node.isTypeLiteral(holder) ? holder.getParent() : holder;
  if (!Node.isInterfaceDeclaration(declaration) && !Node.isTypeAliasDeclaration(declaration)) return false;
  const known = cache.get(declaration);
  if (known !== undefined) return known;
  const own = declaration
    .getNameNode()
    .findReferencesAsNodes()
    .some((reference) => castOfIncoming(reference));
  cache.set(declaration, own);
  return own;
}

function castOfIncoming(reference: Node): boolean {
  let node: Node | undefined = reference.getParent();
  for (let i = 0; node && i < MAX_CLIMB; i++, node = node.getParent()) {
    if (Node.isAsExpression(node)) {
      return isIncomingData(node.getExpression());
    }
    if (!Node.isTypeNode(node)) return false;
  }
  return false;
}
