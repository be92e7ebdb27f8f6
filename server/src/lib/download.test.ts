import { describe, expect, it } from 'vitest';
import { attachment, fileNamePart, safeFileName } from './download';

describe('download file names', () => {
  it('transliterates umlauts and ß, drops other accents', () => {
    expect(fileNamePart('Jörg Müller')).toBe('Joerg_Mueller');
    expect(fileNamePart('ÄRGER Öl Übung Straße GROẞ')).toBe('AeRGER_Oel_Uebung_Strasse_GROSS');
    expect(fileNamePart('José Çelik Łukasz')).toBe('Jose_Celik_ukasz');
    // the same letters written decomposed (u + combining diaeresis)
    expect(fileNamePart('Mu\u0308ller')).toBe('Mueller');
  });

  it('replaces quotes, path characters and other scripts; falls back when nothing is left', () => {
    expect(fileNamePart('Kurs "A" / 2025\\B')).toBe('Kurs_A_2025_B');
    expect(fileNamePart('../../etc/passwd')).toBe('etc_passwd');
    expect(fileNamePart('Пётр', 'auszubildende')).toBe('auszubildende');
    expect(fileNamePart('PFA 24-1')).toBe('PFA_24-1');
  });

  it('keeps a whole name\'s dots but no leading dot', () => {
    expect(safeFileName('praxisport-auskunft-1a2b3c4d-2025-03-01.tar.gz')).toBe('praxisport-auskunft-1a2b3c4d-2025-03-01.tar.gz');
    expect(safeFileName('anwesenheit_Kurs_Süd_2025-03.csv')).toBe('anwesenheit_Kurs_Sued_2025-03.csv');
    expect(safeFileName('../"evil"\r\nname.pdf')).toBe('evil_name.pdf');
    expect(safeFileName('…')).toBe('download');
  });

  it('sets type, attachment name and no-store', () => {
    const headers: Record<string, string> = {};
    const reply = {
      type(value: string) {
        headers['content-type'] = value;
        return reply;
      },
      header(key: string, value: string) {
        headers[key] = value;
        return reply;
      },
    };
    expect(attachment(reply, 'nachweis_praxisanleitung_Öztürk_Ümit.pdf', 'application/pdf')).toBe(reply);
    expect(headers).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="nachweis_praxisanleitung_Oeztuerk_Uemit.pdf"',
      'cache-control': 'no-store',
    });
  });
});
