// The signed-in state every package reads: one zustand store, shared through the federated singleton.
import { create } from 'zustand';

/**
 * 'signing-out': the tokens are gone and the browser is on its way to the provider's sign-out. Not
 * 'unauthenticated', which starts a sign-in: that request raced the sign-out at the provider and
 * could save the session without the sign-out's state ('could not find logout details').
 */
export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated' | 'expired' | 'signing-out';

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
