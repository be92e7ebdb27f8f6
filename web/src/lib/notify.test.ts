import { notifications, notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { alertError, alertSuccess, closeErrorAlert, placeApiError, withoutCodeName } from './notify';

const shown = () => [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue].map((n) => `${n.color}: ${String(n.message)}`);

describe('one way to show an error', () => {
  beforeEach(() => notifications.clean());

  it('a new error replaces the one before; the same error twice shows once', () => {
    alertError('Erster Fehler.');
    alertError('Zweiter Fehler.');
    alertError('Zweiter Fehler.');
    expect(shown()).toEqual(['red: Zweiter Fehler.']);
  });

  it('a success closes the error (the problem is fixed), as does closeErrorAlert', () => {
    alertError('Fehler.');
    alertSuccess('Gespeichert.');
    expect(shown()).toEqual(['teal: Gespeichert.']);
    alertError('Noch ein Fehler.');
    closeErrorAlert();
    expect(shown()).toEqual(['teal: Gespeichert.']);
  });

  it("AMB-144: a field's code name never shows: 'rDate: das Datum muss …' reads 'Das Datum muss …'", () => {
    expect(withoutCodeName('rDate: das Datum muss zwischen 1900-01-01 und 2099-12-31 liegen.', 'review.rDate')).toBe('Das Datum muss zwischen 1900-01-01 und 2099-12-31 liegen.');
    expect(withoutCodeName('review.rDate: Ungültige Eingabe', 'review.rDate')).toBe('Ungültige Eingabe');
    // a message that starts with another word keeps it
    expect(withoutCodeName('Thema: zu lang', 'body.topic')).toBe('Thema: zu lang');
    expect(withoutCodeName('rDate: x', undefined)).toBe('rDate: x');
  });

  it("a 400 whose message names a form field goes to that field; others stay the screen's message", () => {
    const err = new ApiError(400, 'VALIDATION_ERROR', [
      { message: 'rDate: das Datum muss zwischen 1900-01-01 und 2099-12-31 liegen.', path: 'review.rDate' },
      { message: 'Etwas anderes.', path: 'review._id' },
    ]);
    expect(placeApiError(err, { rDate: '01/01/2100', attendingPeople: '' })).toEqual({
      fields: { rDate: 'Das Datum muss zwischen 1900-01-01 und 2099-12-31 liegen.' },
      message: 'Etwas anderes.',
    });
    // without a form, or for a refusal that is not about a value, it is one message
    expect(placeApiError(err, undefined).message).toBe('Das Datum muss zwischen 1900-01-01 und 2099-12-31 liegen.');
    const conflict = new ApiError(409, 'CONFLICT', [{ message: 'Im neuen Zeitraum …', path: 'from' }]);
    expect(placeApiError(conflict, { from: '' })).toEqual({ fields: {}, message: 'Im neuen Zeitraum …' });
  });
});
