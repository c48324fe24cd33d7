// A page's status banner (01 §4), and the one carried across a redirect in the history entry's
// state (Create → all-homework shows 'Homework created.').
import { ALL_HOMEWORK_STATE_PARAMETER, isHomeworkState, type HomeworkState } from '@homework/contracts';
import type { StatusKind } from '@homework/ui';

export interface PageStatus {
  kind: StatusKind;
  message?: string;
}

export const NO_STATUS: PageStatus = { kind: 'NONE' };

export interface StatusRouteState {
  status: PageStatus;
  /** The list's State filter the redirect needs, over the saved one (a new homework may be due beyond 30 days). */
  listState?: HomeworkState;
}

export const statusRouteState = (status: PageStatus, listState?: HomeworkState): StatusRouteState =>
  listState ? { status, listState } : { status };

function listStateFromRouteState(state: unknown): HomeworkState | undefined {
  const listState = (state as Partial<StatusRouteState> | null | undefined)?.listState;
  return isHomeworkState(listState) ? listState : undefined;
}

/** A State named in the address's query (a dashboard's link to a teacher's homework), if it is one. */
function listStateFromQuery(search: string): HomeworkState | undefined {
  const listState = new URLSearchParams(search).get(ALL_HOMEWORK_STATE_PARAMETER);
  return isHomeworkState(listState) ? listState : undefined;
}

/** The State an arrival names: a redirect's route state first (Create's 'all'), else the address's query. */
export function arrivalListState(state: unknown, search: string): HomeworkState | undefined {
  return listStateFromRouteState(state) ?? listStateFromQuery(search);
}

export function statusFromRouteState(state: unknown): PageStatus | null {
  const status = (state as Partial<StatusRouteState> | null | undefined)?.status;
  return status && typeof status.kind === 'string' ? status : null;
}
