// Members of chosen groups, through calls.groupMembers, remembered per group for the spec's group-member
// lifetime. The API client caches by request body, which differs for every combination of groups; this
// cache is per group, so ticking one more group asks only for that group.
import { CACHE_MINUTES, type GroupMembers } from '@homework/contracts';
import { calls, getSuite } from '@homework/platform/api';

interface Entry {
  members: Promise<string[]>;
  expiresAt: number;
}

// One cache per API client: a new suite (another school, or a test's fresh mock) starts empty.
const cachesByClient = new WeakMap<object, Map<string, Entry>>();

function cacheOfSuite(): Map<string, Entry> {
  const client = getSuite().api;
  let cache = cachesByClient.get(client);
  if (!cache) cachesByClient.set(client, (cache = new Map()));
  return cache;
}

const keyOf = (groupId: string) => groupId.toLowerCase();

/** Student ids of each group asked for (an unknown group has none). */
export async function loadGroupMembers(groupIds: readonly string[]): Promise<Map<string, string[]>> {
  const cache = cacheOfSuite();
  const now = Date.now();
  const missing = [...new Set(groupIds.map(keyOf))].filter((key) => (cache.get(key)?.expiresAt ?? 0) <= now);
  if (missing.length > 0) {
    const answer: Promise<GroupMembers[]> = calls.groupMembers(missing);
    const expiresAt = now + CACHE_MINUTES.groupMembers * 60_000;
    for (const key of missing) {
      const members = answer.then((list) => list.find((entry) => keyOf(entry.GroupId) === key)?.StudentIds ?? []);
      // A failure is not remembered: the next call asks again.
      members.catch(() => cache.get(key)?.members === members && cache.delete(key));
      cache.set(key, { members, expiresAt });
    }
  }
  const entries = await Promise.all(groupIds.map(async (id) => [id, await cache.get(keyOf(id))!.members] as const));
  return new Map(entries);
}
