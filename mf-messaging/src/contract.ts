// The remote's contract with the shell (shared/contracts RemoteContract): its routes, menu entries
// and the access rule each needs. The build copies contract.json to dist/contract.json, and
// scripts/build.mjs lists it in remotes.json with the manifest URL.
import { validateRemoteContract, type RemoteContract } from '@homework/contracts';
import json from './contract.json';

const problems = validateRemoteContract(json);
if (problems.length > 0) throw new Error(`mf-messaging contract.json is invalid: ${problems.join('; ')}`);

export const contract = json as RemoteContract;
