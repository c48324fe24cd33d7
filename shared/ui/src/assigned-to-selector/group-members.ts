// Members of chosen groups, kept per group (queryKeys.groupMembers) by the suite's QueryClient for the
// spec's group-member lifetime. The service answers a list of groups in one POST; kept by that list,
// the answer would differ for every combination ticked, so each group's members are kept under the
// group's own key and ticking one more group asks only for that group.
import { CACHE_MINUTES, type GroupMembers } from '@homework/contracts';
import { fetchGroupMembers, getQueryClient, queryKeys } from '@homework/platform/api';

const LIFETIME_MS = CACHE_MINUTES.groupMembers * 60_000;
const keyOf = (groupId: string) => groupId.toLowerCase();

/** Student ids of each group asked for (an unknown group has none). */
export async function loadGroupMembers(groupIds: readonly string[]): Promise<Map<string, string[]>> {
  const client = getQueryClient();
  const now = Date.now();
  const keys = [...new Set(groupIds.map(keyOf))];
  const missing = keys.filter((key) => {
    const state = client.getQueryState(queryKeys.groupMembers(key));
    return !state || (state.fetchStatus !== 'fetching' && (state.status !== 'success' || now - state.dataUpdatedAt >= LIFETIME_MS));
  });
  let batch: Promise<GroupMembers[]> | undefined;
  const membersOf = (key: string) =>
    (missing.includes(key) ? (batch ??= fetchGroupMembers(missing)) : fetchGroupMembers([key])).then(
      (list) => list.find((entry) => keyOf(entry.GroupId) === key)?.StudentIds ?? [],
    );
  const entries = await Promise.all(
    keys.map(async (key) => {
      const members = await client.fetchQuery({ queryKey: queryKeys.groupMembers(key), queryFn: () => membersOf(key), staleTime: LIFETIME_MS, gcTime: LIFETIME_MS });
      return [key, members] as const;
    }),
  );
  const byKey = new Map(entries);
  return new Map(groupIds.map((id) => [id, byKey.get(keyOf(id))!]));
}
