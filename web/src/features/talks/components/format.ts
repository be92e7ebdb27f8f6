import dayjs from 'dayjs';
import type { TalkPerson } from '@praxisport/contract/talks';

/** German dates on the German talk form (TALK-02): 02.03.2026. */
export const germanDate = (iso: string) => dayjs(iso).format('DD.MM.YYYY');
/** A confirmation's moment: 02.03.2026, 14:05. */
export const germanDateTime = (iso: string) => dayjs(iso).format('DD.MM.YYYY, HH:mm');
export const fullName = (p: TalkPerson) => `${p.firstName} ${p.name}`;

/** The stored signature address as a same-origin path: the session cookie goes with it (ARCHITECTURE: Files). */
export function signatureSrc(address: string): string {
  try {
    return new URL(address, window.location.origin).pathname;
  } catch {
    return address;
  }
}
