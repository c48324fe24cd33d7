// A page's status banner (01 §4), and the one carried across a redirect in the history entry's
// state (Create → all-homework shows 'Homework created.').
import type { StatusKind } from '@homework/ui';

export interface PageStatus {
  kind: StatusKind;
  message?: string;
}

export const NO_STATUS: PageStatus = { kind: 'NONE' };

export interface StatusRouteState {
  status: PageStatus;
}

export const statusRouteState = (status: PageStatus): StatusRouteState => ({ status });

export function statusFromRouteState(state: unknown): PageStatus | null {
  const status = (state as Partial<StatusRouteState> | null | undefined)?.status;
  return status && typeof status.kind === 'string' ? status : null;
}
