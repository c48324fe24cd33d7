import { expectPagesMatchContract, expectValidRemoteContract } from '@homework/testing';
import json from './contract.json';
import { contract } from './contract';
import { PAGES } from './pages/routes';

test('contract.json is a valid RemoteContract for the container mf_marking, with a page for every route and no other', () => {
  expectValidRemoteContract(json, 'mf_marking');
  expect(contract.name).toBe('mf_marking');
  expectPagesMatchContract(contract, PAGES);
});
