/**
 * Names of downloads (CSV, PDF, archives): plain ASCII, so that every browser and file system keeps
 * them as they are. German letters are transliterated (Müller → Mueller, Straße → Strasse), other
 * accents dropped (é → e), and anything else that is not a letter, digit, '-' or '_' becomes '_'
 * (quotes, slashes, spaces, other scripts).
 */

const umlauts: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', ẞ: 'SS' };

/** 'Jörg Müller' → 'Joerg Mueller', 'José' → 'Jose'; characters without a Latin base stay (and are replaced by the callers). */
function toAscii(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[äöüÄÖÜßẞ]/g, (c) => umlauts[c]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * 'Müller, Jörg' → 'Mueller_Joerg': one part of a file name (a name, a class), of ASCII letters,
 * digits, '_' and '-' only, or `fallback` when nothing of it is left.
 */
export function fileNamePart(text: string, fallback = ''): string {
  return toAscii(text).replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || fallback;
}

/** A whole file name made safe the same way, its dots kept (not leading ones: no hidden file, no '..'). */
export function safeFileName(fileName: string): string {
  return toAscii(fileName).replace(/[^\w.-]+/g, '_').replace(/^[._]+/, '') || 'download';
}

interface Reply<R> {
  type(contentType: string): R;
  header(key: string, value: string): R;
}

/** Sends the answer as a download named `fileName` (made safe), of `contentType`, never cached. */
export function attachment<R extends Reply<R>>(reply: R, fileName: string, contentType: string): R {
  return reply.type(contentType).header('content-disposition', `attachment; filename="${safeFileName(fileName)}"`).header('cache-control', 'no-store');
}
