import dayjs from 'dayjs';

/** DD-MM-YYYY, or '-' when empty (CONST-11). */
export const formatDate = (iso: string | null | undefined) => (iso ? dayjs(iso).format('DD-MM-YYYY') : '-');
/** day-month-year, hour:minute am/pm (CONST-39). */
export const formatDateTime = (iso: string) => dayjs(iso).format('DD-MM-YYYY, hh:mm a');
// in its own module (no dayjs), so that the route prefetches in the main chunk use it too
export { isUuid } from './ids';
