import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AuditEvent } from '@praxisport/contract/audit';
import { renderPage } from '../../test/render';
import { AuditEventList } from './audit-history';

const id = (n: number) => `${String(n).repeat(8)}-1111-4111-8111-111111111111`;
const event = (o: Partial<AuditEvent>): AuditEvent => ({
  _id: id(9),
  at: '2026-03-02T09:30:00.000Z',
  action: 'catalogue.update',
  entity: 'catalogue',
  entityId: id(8),
  actor: { _id: id(7), firstName: 'Ada', name: 'Admin', kind: 'admin' },
  classId: null,
  className: null,
  student: null,
  before: null,
  after: null,
  ...o,
});
const changes = () => within(screen.getByRole('list', { name: 'Änderungen' })).getAllByRole('listitem').map((li) => li.textContent);

describe('the audit trail shows names and labels, never ids or code names', () => {
  it('an option, learning objectives and a deleted entry by name; a day as the app shows days', () => {
    const names = { [id(1)]: 'Note 2 – sicher', [id(2)]: 'Transfer Bett–Stuhl', [id(3)]: 'Mobilisation' };
    renderPage(
      <AuditEventList
        events={[event({ before: { optionId: null, learningObjectives: [], date: '2026-03-01' }, after: { optionId: id(1), learningObjectives: [id(2), id(3)], date: '2026-03-02', testId: id(4) } })]}
        names={names}
      />,
      { route: '/', path: '/' },
    );
    expect(changes()).toEqual([
      'Option: – → Note 2 – sicher',
      'Lernziele: – → Transfer Bett–Stuhl, Mobilisation',
      'Datum: 01-03-2026 → 02-03-2026',
      'Test: – → unbekannter Eintrag',
    ]);
    expect(document.body.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('choices by the labels of their screens: account status, guidance status, talk type', () => {
    renderPage(
      <AuditEventList
        events={[
          event({ _id: id(1), action: 'account.approve', entity: 'account', before: { status: 'pending' }, after: { status: 'active' } }),
          event({ _id: id(2), action: 'guidance.decide', entity: 'guidance', before: { status: 'pending' }, after: { status: 'disputed', commented: true } }),
          event({ _id: id(3), action: 'talk.submit', entity: 'talk', before: null, after: { talkType: 'intermtalk' } }),
        ]}
      />,
      { route: '/', path: '/' },
    );
    const [account, guidance, talk] = screen.getAllByTestId('audit-event');
    expect(within(account!).getByRole('listitem').textContent).toBe('Status: Wartet auf Freigabe → Aktiv');
    expect(within(guidance!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Status: offen → beanstandet', 'Mit Kommentar: – → ✓']);
    expect(within(talk!).getByRole('listitem').textContent).toBe('Gespräch: – → Zwischengespräch');
  });
});
