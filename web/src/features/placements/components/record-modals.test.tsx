import '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { COMMENT_MAX } from '@praxisport/contract/placements';
import { renderWithAlerts, stubFetch } from '../../../test/render';
import { DisputeModal } from './record-modals';

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
