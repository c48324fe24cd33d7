import type { StateStorage } from 'zustand/middleware';
import { DEFAULT_FILTERS, FILTER_STORAGE_KEY, createFilterStore, effectiveSetBy, isUnknownSetBy } from './filter-store';

const ME = 'teacher-1';

function memoryStorage(initial: Record<string, string> = {}): StateStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  };
}

const saved = (state: object) => ({ [FILTER_STORAGE_KEY]: JSON.stringify({ state, version: 1 }) });

describe('filter store', () => {
  test('starts with the defaults: My Homework, due in next 30 days, due date ascending, page 1', () => {
    const store = createFilterStore(() => memoryStorage());
    expect(store.getState()).toMatchObject(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS).toMatchObject({ setByOption: 'mine', state: 'next-30', sortOrder: 'duedate-asc', page: 1 });
  });

  test('every filter change and a new sort go back to page 1; paging keeps the filters', () => {
    const store = createFilterStore(() => memoryStorage());
    store.getState().setPage(4);
    expect(store.getState().page).toBe(4);
    store.getState().changeFilters({ state: 'all' });
    expect(store.getState()).toMatchObject({ state: 'all', page: 1 });
    store.getState().setPage(3);
    store.getState().setSortOrder('title-asc');
    expect(store.getState()).toMatchObject({ sortOrder: 'title-asc', page: 1, state: 'all' });
    store.getState().setPage(2);
    store.getState().changeFilters({ searchQuery: 'essay' });
    expect(store.getState().page).toBe(1);
  });

  test('is saved to the storage and restored by a new store, page and sort included', () => {
    const storage = memoryStorage();
    const first = createFilterStore(() => storage);
    first.getState().showOtherTeachersHomework();
    first.getState().changeFilters({
      setBy: 'teacher-2',
      subject: 'subject-1',
      state: 'passed',
      searchQuery: 'essay',
      assignedTo: { groups: [{ Id: 'g1', Name: '7A', kind: 'registration' }], students: [] },
    });
    first.getState().setSortOrder('subject-asc');
    first.getState().setPage(3);

    const next = createFilterStore(() => storage);
    expect(next.getState()).toMatchObject({
      setByOption: 'others',
      setBy: 'teacher-2',
      subject: 'subject-1',
      state: 'passed',
      searchQuery: 'essay',
      assignedTo: { groups: [{ Id: 'g1', Name: '7A', kind: 'registration' }], students: [] },
      sortOrder: 'subject-asc',
      page: 3,
    });
  });

  test('a saved value it does not know is left at its default', () => {
    const store = createFilterStore(() =>
      memoryStorage(saved({ state: 'soon', sortOrder: 'random', page: -2, setByOption: 'everyone', assignedTo: 'x', subject: 'subject-2' })),
    );
    expect(store.getState()).toMatchObject({ ...DEFAULT_FILTERS, subject: 'subject-2' });
  });

  test('My Homework sets set-by to the current teacher; Other Teachers Homework opens it to all', () => {
    const store = createFilterStore(() => memoryStorage());
    store.getState().showOtherTeachersHomework();
    expect(store.getState()).toMatchObject({ setByOption: 'others', setBy: null });
    expect(effectiveSetBy(store.getState(), ME)).toBeNull();
    store.getState().changeFilters({ setBy: 'teacher-2' });
    expect(effectiveSetBy(store.getState(), ME)).toBe('teacher-2');
    store.getState().setPage(2);
    store.getState().showMyHomework(ME);
    expect(store.getState()).toMatchObject({ setByOption: 'mine', setBy: ME, page: 1 });
    // Before the toggle is touched, My Homework means the current teacher too.
    expect(effectiveSetBy(DEFAULT_FILTERS, ME)).toBe(ME);
  });

  describe('route presets', () => {
    test('another teacher: Other Teachers Homework with that teacher, and the sort', () => {
      const store = createFilterStore(() => memoryStorage());
      store.getState().applyRoutePresets({ sortOrder: 'createdate-desc', setById: 'teacher-2' }, ME);
      expect(store.getState()).toMatchObject({ setByOption: 'others', setBy: 'teacher-2', sortOrder: 'createdate-desc', page: 1 });
    });

    test('the current user (any case): My Homework', () => {
      const store = createFilterStore(() => memoryStorage());
      store.getState().showOtherTeachersHomework();
      store.getState().applyRoutePresets({ setById: 'TEACHER-1' }, ME);
      expect(store.getState()).toMatchObject({ setByOption: 'mine', setBy: ME });
    });

    test('a State preset (the redirect after Create) overrides the saved State filter', () => {
      const store = createFilterStore(() => memoryStorage());
      store.getState().setPage(2);
      expect(store.getState().state).toBe('next-30');
      store.getState().applyRoutePresets({ sortOrder: 'createdate-desc', setById: ME, state: 'all' }, ME);
      expect(store.getState()).toMatchObject({ state: 'all', page: 1 });
    });

    test('presets already in force keep the page (coming back to the same list)', () => {
      const store = createFilterStore(() => memoryStorage());
      store.getState().applyRoutePresets({ sortOrder: 'title-asc', setById: 'teacher-2' }, ME);
      store.getState().setPage(3);
      store.getState().applyRoutePresets({ sortOrder: 'title-asc', setById: 'teacher-2' }, ME);
      expect(store.getState().page).toBe(3);
      store.getState().applyRoutePresets({ sortOrder: 'duedate-asc', setById: 'teacher-2' }, ME);
      expect(store.getState().page).toBe(1);
    });
  });

  describe('a set-by teacher the school does not have', () => {
    const TEACHERS = [ME, 'teacher-2'];
    test.each([
      ['others', 'unknown-id', true],
      ['others', 'TEACHER-2', false],
      ['others', null, false],
      ['mine', 'unknown-id', false],
    ] as const)('%s with %j is unknown: %s', (setByOption, setBy, unknown) => {
      expect(isUnknownSetBy({ setByOption, setBy }, TEACHERS)).toBe(unknown);
    });

    test('a link to an unknown teacher falls back to My Homework, page 1; a known one stays', () => {
      const store = createFilterStore(() => memoryStorage());
      store.getState().applyRoutePresets({ setById: 'c0ffee00-0000-4000-8000-000000000000' }, ME);
      expect(store.getState().setBy).toBe('c0ffee00-0000-4000-8000-000000000000');
      expect(store.getState().dropUnknownSetBy(TEACHERS, ME)).toBe(true);
      expect(store.getState()).toMatchObject({ setByOption: 'mine', setBy: ME, page: 1 });
      store.getState().applyRoutePresets({ setById: 'teacher-2' }, ME);
      expect(store.getState().dropUnknownSetBy(TEACHERS, ME)).toBe(false);
      expect(store.getState()).toMatchObject({ setByOption: 'others', setBy: 'teacher-2' });
    });
  });
});
