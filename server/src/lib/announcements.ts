/**
 * What a cache needs of the session cache's listener (modules/auth/session-cache.ts) to hear the
 * database's announcements of changes (db/session-notify.ts; decision 023).
 */
export interface Announcements {
  /** Whether the process hears the database's announcements right now. */
  readonly active: boolean;
  subscribe: (listener: (payload: string | undefined) => void) => void;
}
