export { useAuthStore, type AuthState, type AuthStatus, type SignedInUser } from './auth-store';
export {
  createAuthService,
  SIGNED_OUT_HASH,
  SILENT_RENEW_PATH,
  type AuthService,
  type AuthServiceOptions,
} from './auth-service';
