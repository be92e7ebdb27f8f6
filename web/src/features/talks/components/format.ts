import type { TalkPerson } from '@praxisport/contract/talks';

export const fullName = (p: TalkPerson) => `${p.firstName} ${p.name}`;

/** The stored signature address as a same-origin path: the session cookie goes with it (ARCHITECTURE: Files). */
export function signatureSrc(address: string): string {
  try {
    return new URL(address, window.location.origin).pathname;
  } catch {
    return address;
  }
}
