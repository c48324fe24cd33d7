// The all-homework filters (01 §3 "Saved filter state", §4): kept in a zustand store saved to
// sessionStorage, so the list comes back as the teacher left it on the next visit in the session
// (the saved page and sort included). Every change after that starts again from page 1.
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import {
  DEFAULT_HOMEWORK_SORT_ORDER,
  DEFAULT_HOMEWORK_STATE,
  isHomeworkSortOrder,
  isHomeworkState,
  sortOrderFromRouteName,
  type HomeworkSortOrder,
  type HomeworkState,
} from '@homework/contracts';
import type { AssignedTo } from '@homework/ui';
import { sameId } from '../../../lib/school-context';

/** Show toggle: 'My Homework' or 'Other Teachers Homework'. */
export type SetByOption = 'mine' | 'others';

export interface HomeworkFilters {
  state: HomeworkState;
  /** Subject id, or null for all subjects. */
  subject: string | null;
  /** Teacher id; the current teacher's in 'mine', null for all teachers in 'others'. */
  setBy: string | null;
  assignedTo: AssignedTo;
  setByOption: SetByOption;
  searchQuery: string;
}

export interface FilterState extends HomeworkFilters {
  page: number;
  sortOrder: HomeworkSortOrder;
}

export interface FilterActions {
  /** Any filter change: back to page 1. */
  changeFilters(patch: Partial<HomeworkFilters>): void;
  setSortOrder(sortOrder: HomeworkSortOrder): void;
  setPage(page: number): void;
  /** 'My Homework': set by the current teacher (the Set by typeahead is disabled). */
  showMyHomework(currentUserId: string): void;
  /** 'Other Teachers Homework': any teacher ('All') until one is chosen. */
  showOtherTeachersHomework(): void;
  /**
   * The route's sortBy/{sortOrder}/setBy/{setById}: the sort and the set-by teacher, 'My Homework'
   * when it is the current user. Nothing changes (the page stays) when they are already in force.
   */
  applyRoutePresets(presets: RoutePresets, currentUserId: string): void;
  /**
   * A chosen set-by teacher the school's teacher list does not hold (a mistyped link, another
   * school's id, one saved earlier in the session) goes back to the default, 'My Homework'.
   * Answers whether it did, so the page can say so.
   */
  dropUnknownSetBy(teacherIds: string[], currentUserId: string): boolean;
}

export type FilterStore = FilterState & FilterActions;

export interface RoutePresets {
  sortOrder?: HomeworkSortOrder;
  setById?: string;
  state?: HomeworkState;
}

/** The presets a list route names: its sortBy/{sortOrder} (a code that is no sort order presets none), setBy/{setById} and the arrival's State. */
export const routePresetsOf = (sortParam: string | undefined, setById: string | undefined, state: HomeworkState | undefined): RoutePresets => ({
  sortOrder: sortOrderFromRouteName(sortParam),
  setById,
  state,
});

export const FILTER_STORAGE_KEY = 'homework.all-homework.filters';

export const DEFAULT_FILTERS: FilterState = {
  state: DEFAULT_HOMEWORK_STATE,
  subject: null,
  setBy: null,
  assignedTo: { groups: [], students: [] },
  // A teacher opening the list sees their own homework first.
  setByOption: 'mine',
  searchQuery: '',
  page: 1,
  sortOrder: DEFAULT_HOMEWORK_SORT_ORDER,
};

/** What was saved, checked field by field: a value from an older release never breaks the page. */
function restore(saved: unknown): Partial<FilterState> {
  const s = (saved ?? {}) as Partial<Record<keyof FilterState, unknown>>;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const assigned = s.assignedTo as Partial<AssignedTo> | undefined;
  return {
    ...(isHomeworkState(s.state) ? { state: s.state } : {}),
    ...(isHomeworkSortOrder(s.sortOrder) ? { sortOrder: s.sortOrder } : {}),
    ...(typeof s.page === 'number' && Number.isInteger(s.page) && s.page >= 1 ? { page: s.page } : {}),
    ...(s.setByOption === 'mine' || s.setByOption === 'others' ? { setByOption: s.setByOption } : {}),
    subject: text(s.subject),
    setBy: text(s.setBy),
    searchQuery: typeof s.searchQuery === 'string' ? s.searchQuery : '',
    assignedTo: {
      groups: Array.isArray(assigned?.groups) ? assigned.groups : [],
      students: Array.isArray(assigned?.students) ? assigned.students : [],
    },
  };
}

export function createFilterStore(storage: () => StateStorage = () => sessionStorage) {
  return create<FilterStore>()(
    persist(
      (set, get) => ({
        ...DEFAULT_FILTERS,
        changeFilters: (patch) => set({ ...patch, page: 1 }),
        setSortOrder: (sortOrder) => set({ sortOrder, page: 1 }),
        setPage: (page) => set({ page: Math.max(1, Math.trunc(page)) }),
        showMyHomework: (currentUserId) => set({ setByOption: 'mine', setBy: currentUserId, page: 1 }),
        showOtherTeachersHomework: () => set({ setByOption: 'others', setBy: null, page: 1 }),
        applyRoutePresets: (presets, currentUserId) => {
          const patch = routePresetPatch(get(), presets, currentUserId);
          if (patch) set(patch);
        },
        dropUnknownSetBy: (teacherIds, currentUserId) => {
          if (!isUnknownSetBy(get(), teacherIds)) return false;
          set({ setByOption: 'mine', setBy: currentUserId, page: 1 });
          return true;
        },
      }),
      {
        name: FILTER_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        partialize: (state) => filtersOf(state),
        merge: (saved, current) => ({ ...current, ...restore(saved) }),
      },
    ),
  );
}

export const useFilterStore = createFilterStore();

/**
 * What the route's presets change in the filters (back to page 1), or null when they are already in
 * force. Pure: the store applies it, and the list asked for before the page renders is made with it.
 */
export function routePresetPatch(current: FilterState, { sortOrder, setById, state }: RoutePresets, currentUserId: string): Partial<FilterState> | null {
  const patch: Partial<FilterState> = {};
  if (sortOrder && sortOrder !== current.sortOrder) patch.sortOrder = sortOrder;
  if (state && state !== current.state) patch.state = state;
  if (setById) {
    const mine = sameId(setById, currentUserId);
    const setByOption: SetByOption = mine ? 'mine' : 'others';
    const setBy = mine ? currentUserId : setById;
    if (setByOption !== current.setByOption || !sameId(setBy, current.setBy)) Object.assign(patch, { setByOption, setBy });
  }
  return Object.keys(patch).length ? { ...patch, page: 1 } : null;
}

/** The filters' values without the store's actions. */
export function filtersOf(state: FilterState): FilterState {
  return {
    state: state.state,
    subject: state.subject,
    setBy: state.setBy,
    assignedTo: state.assignedTo,
    setByOption: state.setByOption,
    searchQuery: state.searchQuery,
    page: state.page,
    sortOrder: state.sortOrder,
  };
}

/** 'Other Teachers Homework' with a teacher chosen that is not among the school's. */
export const isUnknownSetBy = (filters: Pick<HomeworkFilters, 'setByOption' | 'setBy'>, teacherIds: string[]) =>
  filters.setByOption === 'others' && !!filters.setBy && !teacherIds.some((id) => sameId(id, filters.setBy));

/** The set-by teacher in force: the current teacher in 'My Homework', whoever was chosen otherwise. */
export const effectiveSetBy = (filters: Pick<HomeworkFilters, 'setByOption' | 'setBy'>, currentUserId: string | null) =>
  filters.setByOption === 'mine' ? currentUserId : filters.setBy;
