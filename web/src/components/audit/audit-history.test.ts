import { describe, expect, it } from 'vitest';
import { changesOf } from './audit-history';

describe('ISSUE-16-5 the history shows what changed', () => {
  it('lists each value that differs, before and after, and leaves out the kind and version', () => {
    expect(
      changesOf({
        before: { kind: 'competencySubTest', subTitle: 's', videoLink: 'a' },
        after: { kind: 'competencySubTest', subTitle: 'neu', videoLink: 'a' },
      }),
    ).toEqual([{ path: ['subTitle'], before: 's', after: 'neu' }]);
    expect(changesOf({ before: { status: 'pending' }, after: { status: 'active' } })).toEqual([{ path: ['status'], before: 'pending', after: 'active' }]);
  });

  it('an attendance save shows the changed blocks and reasons per student; a first save only what differs from present', () => {
    const id = '11111111-1111-4111-8111-111111111111';
    const present = { '8': true, '10': true, '12': true, '13:45': true, reason: '' };
    expect(
      changesOf({ before: { date: '2026-03-02', attendance: { [id]: present } }, after: { date: '2026-03-02', version: 2, attendance: { [id]: { ...present, '12': false, reason: 'late15' } } } }),
    ).toEqual([
      { path: ['attendance', id, '12'], before: true, after: false },
      { path: ['attendance', id, 'reason'], before: '', after: 'late15' },
    ]);
    expect(changesOf({ before: { date: '2026-03-02', attendance: {} }, after: { date: '2026-03-02', version: 1, attendance: { [id]: { ...present, '8': false } } } })).toEqual([
      { path: ['attendance', id, '8'], before: undefined, after: false },
    ]);
  });
});
