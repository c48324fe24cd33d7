import {
  draftKey,
  draftNote,
  draftToOffer,
  forgetDraft,
  isDraftWorthKeeping,
  keepDraft,
  parseDraft,
  type DraftStorage,
} from './drafts';

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const owner = { userId: 'teacher-1', homeworkId: 'hw-1', studentId: 'st-1' };
const NOTHING_SAVED = { result: null, comments: null };
const draft = { result: 'A', comments: 'Good work', savedAt: '2026-11-20T23:30:00.000Z' };

describe('draftKey', () => {
  it('differs for each teacher, homework and student', () => {
    const keys = new Set([
      draftKey(owner),
      draftKey({ ...owner, userId: 'teacher-2' }),
      draftKey({ ...owner, homeworkId: 'hw-2' }),
      draftKey({ ...owner, studentId: 'st-2' }),
    ]);
    expect(keys.size).toBe(4);
  });

  it('cannot be confused by a slash inside an id', () => {
    expect(draftKey({ userId: 'a/b', homeworkId: 'c', studentId: 'd' })).not.toBe(
      draftKey({ userId: 'a', homeworkId: 'b/c', studentId: 'd' }),
    );
  });
});

describe('isDraftWorthKeeping', () => {
  it.each([
    [{ result: '', comments: '' }, NOTHING_SAVED, false],
    [{ result: 'A', comments: '' }, NOTHING_SAVED, true],
    [{ result: '', comments: 'x' }, NOTHING_SAVED, true],
    [{ result: 'A', comments: 'x' }, { result: 'A', comments: 'x' }, false],
    [{ result: 'A', comments: 'x' }, { result: 'A', comments: 'y' }, true],
    // a teacher emptying a saved grade is a change too
    [{ result: '', comments: 'x' }, { result: 'A', comments: 'x' }, true],
  ])('%j against saved %j → %s', (typed, saved, keep) => {
    expect(isDraftWorthKeeping(typed, saved)).toBe(keep);
  });
});

describe('parseDraft', () => {
  it.each([
    [null, null],
    ['', null],
    ['not json', null],
    ['null', null],
    ['42', null],
    [JSON.stringify({ result: 'A', comments: 'x' }), null],
    [JSON.stringify({ result: 1, comments: 'x', savedAt: draft.savedAt }), null],
    [JSON.stringify({ ...draft, savedAt: 'yesterday' }), null],
    [JSON.stringify(draft), draft],
  ])('%s', (text, parsed) => {
    expect(parseDraft(text)).toEqual(parsed);
  });
});

describe('keeping, offering and forgetting a draft', () => {
  it('keeps a changed mark and offers it back until forgotten', () => {
    const storage = memoryStorage();
    keepDraft(storage, owner, draft, NOTHING_SAVED);
    expect(draftToOffer(storage, owner, NOTHING_SAVED)).toEqual(draft);
    expect(draftToOffer(storage, { ...owner, studentId: 'st-2' }, NOTHING_SAVED)).toBeNull();
    forgetDraft(storage, owner);
    expect(draftToOffer(storage, owner, NOTHING_SAVED)).toBeNull();
  });

  it('forgets a draft typed back to the saved mark', () => {
    const storage = memoryStorage();
    keepDraft(storage, owner, draft, NOTHING_SAVED);
    keepDraft(storage, owner, { ...draft, result: 'B', comments: '' }, { result: 'B', comments: null });
    expect(storage.items.size).toBe(0);
  });

  it('does not offer a draft the server already holds (saved from another tab)', () => {
    const storage = memoryStorage();
    keepDraft(storage, owner, draft, NOTHING_SAVED);
    expect(draftToOffer(storage, owner, { result: 'A', comments: 'Good work' })).toBeNull();
  });
});

describe('draftNote', () => {
  it.each([
    // 23:30 UTC on the 20th is already the 21st in Sydney
    ['Europe/London', 'You have an unsaved grade and comment from 20/11/2026.'],
    ['Australia/Sydney', 'You have an unsaved grade and comment from 21/11/2026.'],
  ])('in %s', (zone, note) => {
    expect(draftNote(draft, zone)).toBe(note);
  });
});
