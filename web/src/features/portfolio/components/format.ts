import dayjs from 'dayjs';
import type { PortfolioPerson } from '@praxisport/contract/portfolio';

/** A confirmation's moment on the German form: 02.03.2026, 14:05. */
export const germanDateTime = (iso: string) => dayjs(iso).format('DD.MM.YYYY, HH:mm');
export const fullName = (p: PortfolioPerson) => `${p.firstName} ${p.name}`;
