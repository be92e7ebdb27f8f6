import '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { COMMENT_MAX, placementMessages, type PlacementRow } from '@praxisport/contract/placements';
import { ids, renderWithAlerts, stubFetch } from '../../../test/render';
import { DisputeModal, GuidanceModal } from './record-modals';

describe('ISSUE-6 a length limit is visible and enforced in the form, never silently cut', { timeout: 30_000 }, () => {
  it('the dispute comment counts up to the contract\'s limit; a longer text is refused with a field error and nothing is sent', async () => {
    const fetch = stubFetch({});
    const user = renderWithAlerts(<DisputeModal recordId="0b1c6a52-4f4e-4a7e-9c1b-2d3e4f5a6b7c" onClose={() => {}} />, { route: '/p', path: '/p' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`0/${COMMENT_MAX}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste('x'.repeat(COMMENT_MAX + 1));
    // the whole text stays in the field: the counter says how far over it is
    expect(within(dialog).getByText(`${COMMENT_MAX + 1}/${COMMENT_MAX}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Beanstanden' }));
    expect(await within(dialog).findByText(`Kommentar darf höchstens ${COMMENT_MAX} Zeichen lang sein.`)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

const placement: PlacementRow = {
  _id: '71000000-0000-4000-8000-000000000001',
  _student: ids.student,
  type: 'inpatientAcute',
  provider: { _id: '74000000-0000-4000-8000-000000000001', name: 'Klinikum Nord', ward: 'Station 3B' },
  from: '2026-03-02',
  until: '2026-05-24',
  plannedHours: 400,
  atProvider: false,
  instructors: [{ _id: ids.teacher, firstName: 'Markus', name: 'Weber' }],
  proof: { requiredMinutes: 2400, confirmedMinutes: 0, pendingMinutes: 0, disputedMinutes: 0, expectedMinutes: 0, light: 'red' },
  absentDays: 0,
  mayRecord: true,
};

describe('an out-of-range number is refused at its field, never changed', { timeout: 30_000 }, () => {
  it('9999 guidance minutes stay 9999 after leaving the field; saving shows the limit at the field and sends nothing', async () => {
    const fetch = stubFetch({});
    const user = renderWithAlerts(<GuidanceModal placement={placement} onClose={() => {}} />, { route: '/p', path: '/p' });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Datum', { exact: false }), '2026-03-10');
    const minutes = within(dialog).getByRole('textbox', { name: /Minuten/ });
    await user.type(minutes, '9999');
    await user.tab();
    expect(minutes).toHaveValue('9999');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText(placementMessages.minutes)).toBeInTheDocument();
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(minutes).toHaveValue('9999');
    expect(fetch).not.toHaveBeenCalled();
  });
});
