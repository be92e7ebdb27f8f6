import dayjs from 'dayjs';

/** DD-MM-YYYY, or '-' when empty (CONST-11). */
export const formatDate = (iso: string | null | undefined) => (iso ? dayjs(iso).format('DD-MM-YYYY') : '-');
/** day-month-year, hour:minute am/pm (CONST-39). */
export const formatDateTime = (iso: string) => dayjs(iso).format('DD-MM-YYYY, hh:mm a');
export const isUuid = (s: string | undefined) => !!s && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
