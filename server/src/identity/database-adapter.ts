// oidc-provider's storage in our database (table oidc_models), in place of its in-memory default:
// a restart keeps people signed in, and server processes on one database share sessions.
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../db';
import {
  consumeModel,
  deleteExpiredModels,
  destroyByGrantId,
  destroyModel,
  findModel,
  findModelBy,
  upsertModel,
  type StoredModel,
} from './oidc-models-queries';

/** The models the provider revokes together when a grant ends (as its in-memory adapter does). */
const GRANTABLE = ['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest', 'PreAuthorizedCode'];

/** Expired rows are never read (queries skip them); they are deleted at most this often per process. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export function databaseAdapter(db: Queryable, options: { sweepIntervalMs?: number } = {}): AdapterFactory {
  const interval = options.sweepIntervalMs ?? SWEEP_INTERVAL_MS;
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < interval) return;
    lastSweep = Date.now();
    await deleteExpiredModels(db);
  };

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      await upsertModel(db, {
        model,
        id,
        payload,
        grantId: payload.grantId,
        userCode: payload.userCode,
        uid: payload.uid,
        expiresIn,
      });
      await sweep();
    },
    find: async (id) => asPayload(await findModel(db, model, id)),
    findByUid: async (uid) => asPayload(await findModelBy(db, model, 'uid', uid)),
    findByUserCode: async (userCode) => asPayload(await findModelBy(db, model, 'user_code', userCode)),
    consume: (id) => consumeModel(db, model, id),
    destroy: (id) => destroyModel(db, model, id),
    revokeByGrantId: (grantId) => destroyByGrantId(db, GRANTABLE, grantId),
  });
}

function asPayload(stored: StoredModel | undefined): AdapterPayload | undefined {
  if (!stored) return undefined;
  const payload = stored.payload as AdapterPayload;
  return stored.consumed === null ? payload : { ...payload, consumed: Math.floor(stored.consumed) };
}
