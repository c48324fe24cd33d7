export { useAuthStore, type AuthState, type AuthStatus, type SignedInUser } from './auth-store';
export {
  createAuthService,
  SIGNED_OUT_HASH,
  SIGNED_OUT_FROM_PARAMETER,
  SIGN_OUT_CHANNEL,
  signedOutHash,
  returnHashOfSignedOut,
  SILENT_RENEW_PATH,
  type AuthService,
  type AuthServiceOptions,
} from './auth-service';
