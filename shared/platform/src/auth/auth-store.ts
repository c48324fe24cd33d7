// The signed-in state every package reads: one zustand store, shared through the federated singleton.
import { create } from 'zustand';

export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated' | 'expired';

export interface SignedInUser {
  accessToken: string;
  idToken: string;
  /** Epoch seconds. */
  expiresAt: number;
  profile: { sub: string; name?: string };
}

export interface AuthState {
  status: AuthStatus;
  user: SignedInUser | null;
}

export const useAuthStore = create<AuthState>()(() => ({ status: 'unknown', user: null }));
