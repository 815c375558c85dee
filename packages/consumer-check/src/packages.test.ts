import { expect, test } from 'vitest';
import { entriesOf, meetsEngines } from './packages.mjs';

test('a package without engines runs on any Node', () => {
  expect(meetsEngines({ name: 'a' }, 'v18.0.0')).toBe(true);
});

test('>=x.y.z compares release, minor and patch in turn', () => {
  const manifest = { name: 'a', engines: { node: '>=22.14.0' } };
  expect(meetsEngines(manifest, 'v20.20.0')).toBe(false);
  expect(meetsEngines(manifest, 'v22.13.9')).toBe(false);
  expect(meetsEngines(manifest, 'v22.14.0')).toBe(true);
  expect(meetsEngines(manifest, 'v22.23.3')).toBe(true);
  expect(meetsEngines(manifest, 'v24.0.0')).toBe(true);
  expect(meetsEngines({ name: 'b', engines: { node: '>=20.19' } }, 'v20.19.0')).toBe(true);
});

test('a range it cannot read fails loudly', () => {
  expect(() => meetsEngines({ name: 'a', engines: { node: '^20 || ^22' } }, 'v22.0.0')).toThrow(
    /a:/,
  );
});

test('entries leave out the manifest and stylesheets', () => {
  const manifest = {
    exports: { '.': {}, './styles.css': '', './rules': {}, './package.json': '' },
  };
  expect(entriesOf({ name: '@org/x', manifest })).toEqual(['@org/x', '@org/x/rules']);
});
