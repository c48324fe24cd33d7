// How the list is arrived at (01 §2): the route's sortBy/setBy presets and a State the arrival names (a
// redirect's route state, Create's 'all'; or the address's query, a dashboard's link) applied to the
// teacher's kept filters, so that the page only reads the filters. The route's loader (list-loader.ts)
// sends the same request before the page renders.
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { sortOrderFromRouteName } from '@homework/contracts';
import { arrivalListState as arrivalListStateOf } from '../../../lib/page-status';
import { useHomeworkMessages } from '../../../messages';
import { routePresetsOf, useFilterStore } from './filter-store';

export interface ListArrival {
  /** The route's presets are in the filters: the list may be asked for. */
  presetsApplied: boolean;
  /** The route names a sort code that is not one (01 §5): its own error, beside whatever else the page says. */
  sortCodeError: string | null;
}

export function useListArrival(userId: string | null): ListArrival {
  const t = useHomeworkMessages();
  const { sortOrder: sortParam, setById } = useParams();
  const location = useLocation();
  // Read once: the arrival's route state is cleared by the page (its status is shown once), before
  // the presets could be applied again.
  const [arrivalListState] = useState(() => arrivalListStateOf(location.state, location.search));
  // A State the arrival brings (Create's 'all', so the new homework shows) is for this visit: the
  // teacher's own State, kept for the session, comes back when they leave, unless they changed it here.
  const [stateBeforeArrival] = useState(() => (arrivalListState ? useFilterStore.getState().state : null));
  useEffect(() => {
    if (!arrivalListState || !stateBeforeArrival || stateBeforeArrival === arrivalListState) return;
    return () => {
      const filters = useFilterStore.getState();
      if (filters.state === arrivalListState) filters.changeFilters({ state: stateBeforeArrival });
    };
  }, [arrivalListState, stateBeforeArrival]);
  // The presets need the current user (is the set-by teacher me?); the list waits for them. Known
  // already (the shell has asked), they are applied before the first render reads the filters, so the
  // cards come in that render, not one later (a render of the page costs on a slow machine). Later
  // changes of the route apply them in the effect below.
  const [presetsApplied, setPresetsApplied] = useState(() => {
    if (!userId) return false;
    useFilterStore.getState().applyRoutePresets(routePresetsOf(sortParam, setById, arrivalListState), userId);
    return true;
  });
  useEffect(() => {
    if (!userId) return;
    useFilterStore.getState().applyRoutePresets(routePresetsOf(sortParam, setById, arrivalListState), userId);
    setPresetsApplied(true);
  }, [userId, sortParam, setById, arrivalListState]);
  return { presetsApplied, sortCodeError: sortParam && !sortOrderFromRouteName(sortParam) ? t('l.badSort', { value: sortParam }) : null };
}
