import { useSyncExternalStore } from 'react';
import type { AdminLoginResponse, LoginResponse } from '@praxisport/contract/auth';

/** The two fixed local-storage keys (AUTH-36). They hold only what the UI shows; the cookie is the credential. */
export const USER_SESSION_KEY = 'praxisport.userSession';
export const ADMIN_SESSION_KEY = 'praxisport.adminSession';
/** Set when a call of a signed-in user or admin answered 401: the sign-in page says the session expired. */
const EXPIRED_KEY = 'praxisport.sessionExpired';

type Listener = () => void;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l());

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

const cache = new Map<string, { raw: string | null; value: unknown }>();
function snapshot<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value as T | null;
  const value = read<T>(key);
  cache.set(key, { raw, value });
  return value;
}

export const sessionStore = {
  getUser: () => snapshot<LoginResponse>(USER_SESSION_KEY),
  getAdmin: () => snapshot<AdminLoginResponse>(ADMIN_SESSION_KEY),
  setUser(session: LoginResponse) {
    localStorage.setItem(USER_SESSION_KEY, JSON.stringify(session));
    emit();
  },
  setAdmin(session: AdminLoginResponse) {
    localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify(session));
    emit();
  },
  clearUser() {
    localStorage.removeItem(USER_SESSION_KEY);
    emit();
  },
  clearAdmin() {
    localStorage.removeItem(ADMIN_SESSION_KEY);
    emit();
  },
  markExpired: () => sessionStorage.setItem(EXPIRED_KEY, '1'),
  wasExpired: () => sessionStorage.getItem(EXPIRED_KEY) === '1',
  clearExpired: () => sessionStorage.removeItem(EXPIRED_KEY),
  subscribe(l: Listener) {
    listeners.add(l);
    const onStorage = () => l();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(l);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** The signed-in user's session (userType, user) or null. */
export const useUserSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.getUser);
export const useAdminSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.getAdmin);

/** Where a user goes after sign-in (AUTH-08..10, AMB-27). */
export function homePathFor(session: Pick<LoginResponse, 'user'>): string {
  switch (session.user.userType) {
    case 'student':
      return `/${session.user._id}`;
    case 'kilian':
      return '/kiliantasks';
    default:
      return '/classes';
  }
}
