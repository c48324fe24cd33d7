import { countDrafts, discardDrafts, draftKey, draftKeysOf, keepDraft, readDraft, type DraftStorage } from './index';

/** A Web Storage of the test's own, as the browser's behaves. */
function memoryStorage(entries: Record<string, string> = {}): DraftStorage & { entries: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('drafts', () => {
  it.each([
    ['marking', 'u1', ['hw1', 's1'], 'homework.draft/marking/u1/hw1/s1'],
    ['message', 'u1', ['school-a'], 'homework.draft/message/u1/school-a'],
    // A '/' inside a part is encoded, so it cannot pass for another part.
    ['homework-form', 'a/b', ['s', 'new'], 'homework.draft/homework-form/a%2Fb/s/new'],
  ] as const)('the key of a %s draft of user %s', (kind, userId, parts, key) => {
    expect(draftKey(kind, userId, ...parts)).toBe(key);
  });

  it("counts and clears every kind of one user's drafts, and nothing else", () => {
    const storage = memoryStorage({
      [draftKey('marking', 'u1', 'hw1', 's1')]: '{}',
      [draftKey('message', 'u1', 'school-a')]: '{}',
      [draftKey('message', 'u2', 'school-a')]: '{}',
      'homework.remote-overrides': '{}',
    });
    expect(countDrafts(storage, 'u1')).toBe(2);
    expect(draftKeysOf(storage, 'u3')).toEqual([]);
    expect(discardDrafts(storage, 'u1')).toBe(2);
    expect([...storage.entries.keys()]).toEqual([draftKey('message', 'u2', 'school-a'), 'homework.remote-overrides']);
  });

  it('reads back what it kept, and an unreadable draft as none', () => {
    const storage = memoryStorage({ broken: '{not json' });
    const key = draftKey('message', 'u1', 'school-a');
    expect(keepDraft(storage, key, { body: 'Dear parents' })).toBe(true);
    expect(readDraft(storage, key)).toEqual({ body: 'Dear parents' });
    expect(readDraft(storage, 'broken')).toBeNull();
    expect(readDraft(storage, 'missing')).toBeNull();
  });

  it('a full storage keeps nothing and says so, never throws', () => {
    const storage = { ...memoryStorage(), setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(keepDraft(storage, 'k', { body: 'x' })).toBe(false);
  });
});
