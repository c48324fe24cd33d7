import { validateRemoteContract } from '@homework/shared/contracts';
import json from './contract.json';
import { contract } from './contract';

test('contract.json is a valid RemoteContract for the container mf_homework', () => {
  expect(validateRemoteContract(json)).toEqual([]);
  expect(contract.name).toBe('mf_homework');
});

test('routes are unique, and every menu entry opens one of them', () => {
  const paths = contract.routes.map((route) => route.path.toLowerCase());
  expect(new Set(paths).size).toBe(paths.length);
  for (const entry of contract.menu) expect(paths).toContain(entry.path.toLowerCase());
});

test('what remotes.json will list (scripts/build.mjs adds the manifest URL) validates too', () => {
  expect(validateRemoteContract({ ...json, manifest: '/remotes/mf-homework/mf-manifest.json' })).toEqual([]);
});
