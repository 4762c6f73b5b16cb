import {
  ASTWithSource,
  Binary,
  BindingPipe,
  Call,
  ImplicitReceiver,
  KeyedRead,
  NonNullAssert,
  ParenthesizedExpression,
  PropertyRead,
  SafeCall,
  SafeKeyedRead,
  SafePropertyRead,
  ThisReceiver,
  type AST,
} from '@angular/compiler';
import { ts } from 'ts-morph';

/**
 * The names a template declares where an expression sits (`@for (r of …)`, `let row of rows`, `@if (…; as item)`,
 * `@let`, `#ref`), each with its type when the template shows it (undefined: a local whose type is not known, which
 * still hides a component member of that name).
 */
export type TemplateScope = ReadonlyMap<string, ts.Type | undefined>;

/** Types of Angular template expressions, read with the component class's members as the template's scope. */
export class TemplateTypes {
  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly component: ts.Type,
  ) {}

  /**
   * The type of an expression, or undefined where the template does not show it (pipes but `async`, literals,
   * operators but a `??` or `||` fallback, typed as its left side).
   */
  typeOf(ast: AST, scope: TemplateScope): ts.Type | undefined {
    if (ast instanceof ASTWithSource) return ast.ast ? this.typeOf(ast.ast, scope) : undefined;
    if (ast instanceof ParenthesizedExpression || ast instanceof NonNullAssert)
      return this.typeOf(ast.expression, scope);
    if (ast instanceof PropertyRead || ast instanceof SafePropertyRead) {
      const symbol = this.propertyOf(ast, scope);
      if (symbol) return this.checker.getTypeOfSymbol(symbol);
      if (isImplicit(ast.receiver) && scope.has(ast.name)) return scope.get(ast.name);
      return undefined;
    }
    if (ast instanceof Call || ast instanceof SafeCall) {
      const callee = this.typeOf(ast.receiver, scope);
      const signature = callee && this.checker.getNonNullableType(callee).getCallSignatures()[0];
      return signature?.getReturnType();
    }
    if (ast instanceof KeyedRead || ast instanceof SafeKeyedRead) {
      const receiver = this.typeOf(ast.receiver, scope);
      return receiver && this.elementOf(receiver);
    }
    // `rows() ?? []`, `page()?.data || []`: the left side's value without null (the fallback stands in for "none")
    if (ast instanceof Binary && (ast.operation === '??' || ast.operation === '||')) {
      const left = this.typeOf(ast.left, scope);
      return left && this.checker.getNonNullableType(left);
    }
    // `records$ | async`: the value the observable or promise gives; other pipes' results are not known
    if (ast instanceof BindingPipe && ast.name === 'async') {
      const input = this.typeOf(ast.exp, scope);
      return input && this.awaited(input);
    }
    return undefined;
  }

  /**
   * What Angular's `async` pipe gives for a value of this type: a promise's awaited value, or the value an observable
   * (anything with `subscribe(next)`) passes to its subscriber; undefined where neither shows.
   */
  awaited(type: ts.Type): ts.Type | undefined {
    const value = this.checker.getNonNullableType(type);
    if (value.getProperty('then')) return this.checker.getAwaitedType(value);
    const subscribe = value.getProperty('subscribe');
    if (!subscribe) return undefined;
    for (const signature of this.checker.getTypeOfSymbol(subscribe).getCallSignatures()) {
      const first = signature.getParameters()[0];
      if (!first) continue;
      const parameter = this.checker.getNonNullableType(this.checker.getTypeOfSymbol(first));
      for (const member of parameter.isUnion() ? parameter.types : [parameter]) {
        const next = member.getCallSignatures()[0]?.getParameters()[0];
        if (next) return this.checker.getTypeOfSymbol(next);
      }
    }
    return undefined;
  }

  /**
   * The property a read names: a member of its receiver's type, or of the component for a bare name the template
   * does not declare itself. Undefined for a template local and wherever the receiver's type is not known.
   */
  propertyOf(ast: PropertyRead | SafePropertyRead, scope: TemplateScope): ts.Symbol | undefined {
    if (isImplicit(ast.receiver)) {
      if (
        ast.receiver instanceof ImplicitReceiver &&
        !(ast.receiver instanceof ThisReceiver) &&
        scope.has(ast.name)
      )
        return undefined;
      return this.component.getProperty(ast.name);
    }
    const receiver = this.typeOf(ast.receiver, scope);
    if (!receiver) return undefined;
    return this.checker.getNonNullableType(receiver).getProperty(ast.name);
  }

  /** Whether the template shows a type here: not unknown, not `any`. */
  known(type: ts.Type | undefined): boolean {
    return type !== undefined && (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) === 0;
  }

  /** Whether a value of this type may be the string `text` (a literal type of it, or of a union member). */
  holdsLiteral(type: ts.Type, text: string): boolean {
    const members = this.checker.getNonNullableType(type);
    const all = members.isUnion() ? members.types : [members];
    return all.some((t) => t.isStringLiteral() && t.value === text);
  }

  /**
   * The control named `name` of a reactive form group's type (`FormGroup<{ recordId: … }>`), as its value's
   * property: the key of the object literal the group was built from, when the form's types show it. `path` names
   * the nested groups between (`formGroupName="address"`), outermost first.
   */
  controlOf(group: ts.Type, name: string, path: readonly string[] = []): ts.Symbol | undefined {
    let value: ts.Type | undefined = this.formValue(group);
    for (const step of path) {
      const member: ts.Symbol | undefined = value?.getProperty(step);
      value = member && this.formValue(this.checker.getTypeOfSymbol(member));
    }
    return value?.getProperty(name);
  }

  /** A form group's value (what `getRawValue()` gives, else `value`); any other type as it is, without null. */
  private formValue(type: ts.Type): ts.Type {
    const form = this.checker.getNonNullableType(type);
    const raw = form.getProperty('getRawValue');
    const signature = raw && this.checker.getTypeOfSymbol(raw).getCallSignatures()[0];
    if (signature) return this.checker.getNonNullableType(signature.getReturnType());
    const value = form.getProperty('value');
    return value ? this.checker.getNonNullableType(this.checker.getTypeOfSymbol(value)) : form;
  }

  /** The type of a member of a value of this type (`dataSource.data`), or undefined where it has none. */
  memberType(type: ts.Type, name: string): ts.Type | undefined {
    const member = this.checker.getNonNullableType(type).getProperty(name);
    return member && this.checker.getTypeOfSymbol(member);
  }

  /** What a loop over a value of this type gives (`@for`, `*ngFor`): an array's element type. */
  elementOf(type: ts.Type): ts.Type | undefined {
    return this.checker.getIndexTypeOfType(this.checker.getNonNullableType(type), ts.IndexKind.Number);
  }

  /** The type an `@if (x; as alias)` or `*ngIf="x as alias"` alias has: `x` without null and undefined. */
  truthy(type: ts.Type | undefined): ts.Type | undefined {
    return type && this.checker.getNonNullableType(type);
  }
}

function isImplicit(receiver: AST): boolean {
  return receiver instanceof ImplicitReceiver;
}
