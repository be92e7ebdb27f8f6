/**
 * The state of a navigation that an alert announces ('Account erfolgreich erstellt!', then /signin):
 * `navigate(to, { state: keepAlerts })` keeps the alert on the next screen; every other change of
 * the path closes the alerts of the screen before (lib/notify).
 */
export const keepAlerts = { keepAlerts: true } as const;

export const isKeepingAlerts = (state: unknown) => !!(state as { keepAlerts?: boolean } | null)?.keepAlerts;
