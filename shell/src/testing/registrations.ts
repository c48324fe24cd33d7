// Test helpers: the four remotes' registrations as scripts/build.mjs lists them in remotes.json,
// made from each remote's own route table as its build makes contract.json (tools/remote-contract.mjs,
// run once per test file; tests only: the shell never imports a remote at build).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { decideAccess, type AccessDecision } from '@homework/contracts/access';
import type { AccessRuleName, RemoteContract, RemoteRegistration } from '@homework/contracts';

const root = path.resolve(__dirname, '..', '..', '..');
let contracts: RemoteContract[] | null = null;

export function realRegistrations(): RemoteRegistration[] {
  contracts ??= JSON.parse(execFileSync(process.execPath, [path.join(root, 'tools', 'remote-contract.mjs')], { encoding: 'utf8' })) as RemoteContract[];
  return contracts.map((contract) => ({ ...contract, manifest: `/remotes/${contract.name.replace(/_/g, '-')}/mf-manifest.json` }));
}

interface Sketch {
  products: string[];
  roles: Record<string, number>;
  teacher?: boolean;
  features?: Record<string, boolean>;
}

export function decisionFor({ products, roles, teacher = true, features = {} }: Sketch): AccessDecision {
  return decideAccess({
    roles: Object.entries(roles).map(([ProductCode, Roles]) => ({ ProductCode, Roles })),
    identity: {
      Products: products.map((Name) => ({ Name })),
      Features: Object.entries(features).map(([Name, Enabled]) => ({ Name, Enabled })),
      PhotoId: null,
      IsParent: false,
    },
    isTeacher: teacher,
  });
}

/** The demo users of the README, as the access rules see them. */
export const USERS = {
  teacher: { products: ['parent', 'student'], roles: { engagement: 1 } },
  extracurricularTeacher: { products: ['parent', 'student', 'extracurricular'], roles: { engagement: 1 } },
  standalone: { products: ['standalonehomework'], roles: { standalonehomework: 1 } },
  parentLite: { products: ['parent-lite'], roles: { engagement: 3 }, features: { 'enable-sicknessreport': true } },
  nonTeacherAdmin: { products: ['parent'], roles: { schooladmin: 1 }, teacher: false },
  noAccess: { products: ['parent', 'options'], roles: { options: 1 } },
} satisfies Record<string, Sketch>;

export const allowAll = (_rule: AccessRuleName) => true;
