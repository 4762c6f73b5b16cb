import { describe, expect, it } from 'vitest';
import { viewCode } from '../../src/ng1/view-code.js';

/** The generated statements of a view, one a line, without the function around them. */
function lines(text: string, alias: string | undefined, controller?: string): string[] {
  const [view] = viewCode(text, alias, controller);
  return (view?.text ?? '').split('\n').slice(2, -2);
}

describe('an AngularJS template written out as JavaScript', () => {
  it('ng-repeat with filters and track by, {{ }} with a filter, events, ng-model, a child component', () => {
    const text = [
      '<li ng-repeat="r in vm.rows | filter:vm.q | orderBy:\'-recordName\' track by r.recordId" ng-click="vm.pick(r); vm.n = 1">',
      '  {{ ::r | label:2 }} <item-row item="r.child" title="Plain words"></item-row>',
      '</li>',
      '<input ng-model="vm.q">',
    ].join('\n');
    expect(lines(text, 'vm')).toEqual([
      'for (const r of (vm.rows)) {',
      '(vm.q);',
      'r.recordName;',
      '(r.recordId);',
      '{ vm.pick(r); vm.n = 1',
      '}',
      '__ngFilter.label((r), 2);',
      '__ngBind.itemRow.item((r.child));',
      '}',
      '(vm.q) = __ngInput;',
    ]);
  });

  it('only the subtree of `ng-controller="Name as vm"`, without a nested controller\'s own view', () => {
    const text = [
      '<p>{{ outside }}</p>',
      '<div ng-controller="ListCtrl as vm">{{ vm.a }}<span ng-controller="Other">{{ b }}</span></div>',
    ].join('\n');
    const [view] = viewCode(text, undefined, 'ListCtrl');
    expect(view?.alias).toBe('vm');
    expect(lines(text, undefined, 'ListCtrl')).toEqual(['(vm.a);']);
  });

  it('leaves out what is not JavaScript, and copies the rest to where it was written', () => {
    const text = '<a ng-href="#/x/{{ it.id }}" ng-show="a &amp;&amp; b">{{ it.name }} {{ 1 2 }}</a>';
    const [view] = viewCode(text, '$ctrl');
    expect(lines(text, '$ctrl')).toEqual(['(it.id);', '(it.name);']);
    for (const s of view!.segments)
      expect(view!.text.slice(s.gen, s.gen + s.length)).toBe(text.slice(s.src, s.src + s.length));
  });

  it("ng-options' parts over its source, a filter's object keys as the element's fields, a (key, value) form's source escaped", () => {
    const text = [
      '<select ng-options="r.recordId as r.recordName group by r.kind for r in vm.rows | filter:{ recordCode: vm.q, $: vm.any } track by r.recordId"></select>',
      '<select ng-options="v for (k, v) in vm.map"></select>',
    ].join('\n');
    expect(lines(text, 'vm')).toEqual([
      'for (const r of (vm.rows)) {',
      'r.recordCode;',
      '({ recordCode: vm.q, $: vm.any });',
      '(r.recordId);',
      '(r.recordName);',
      '(r.kind);',
      '(r.recordId);',
      '}',
      '__ngEscape((vm.map));',
    ]);
  });
});
