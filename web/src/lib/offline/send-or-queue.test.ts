import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { offlineStore, sendOrQueue, type NewWrite, type QueuedWrite } from './index';

const enqueue = vi.fn(async () => undefined);
vi.mock('./engine', () => ({ enqueue: (...args: unknown[]) => enqueue(...(args as [])) }));

const write: NewWrite = {
  kind: 'tick',
  method: 'PATCH',
  path: '/api/teacher/trainingportfolio/update',
  body: { _trainingPortfolioItem: 'i', _student: 's', teacherChecked: true },
  label: 'Portfolio: „Vitalzeichen“',
  mine: [{ label: 'Vitalzeichen', value: 'abgehakt' }],
  scope: 'tick:s:i:teacher',
  href: '/listingOptions/trainingportfolio/s',
  ref: { studentId: 's', itemId: 'i', side: 'teacher' },
  invalidate: [['portfolio', 'student', 's']],
};

const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
const headerOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('Idempotency-Key');

describe('sendOrQueue (decision 031)', () => {
  beforeEach(() => {
    enqueue.mockClear();
    offlineStore.set({ writes: [] });
    setOnline(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // jsdom's own navigator.onLine again (the window is shared with the files that run after this one)
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it('ISSUE-42 online with nothing waiting: sent at once with an Idempotency-Key, the answer returned', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    await expect(sendOrQueue(write)).resolves.toEqual({ queued: false, data: { ok: 1 } });
    expect(headerOf(fetch.mock.calls[0]!)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('ISSUE-42 offline: kept on the device, nothing sent', async () => {
    setOnline(false);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(sendOrQueue(write)).resolves.toEqual({ queued: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(enqueue).toHaveBeenCalledWith(write, expect.any(String));
  });

  it('ISSUE-42 no answer: queued with the key it was sent with, so that if it arrived it counts once', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    await expect(sendOrQueue(write)).resolves.toEqual({ queued: true });
    expect(enqueue).toHaveBeenCalledWith(write, headerOf(fetch.mock.calls[0]!));
  });

  it('ISSUE-42 a refusal of a direct send is thrown for the form, not queued', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 'FORBIDDEN', messages: [{ message: 'Aktion nicht erlaubt' }] }), { status: 403, headers: { 'content-type': 'application/json' } }));
    await expect(sendOrQueue(write)).rejects.toBeInstanceOf(ApiError);
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('ISSUE-42 while older writes wait, a new one queues behind them even online (they arrive in order)', async () => {
    offlineStore.set({ writes: [{ seq: 1, state: 'waiting' } as QueuedWrite] });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(sendOrQueue(write)).resolves.toEqual({ queued: true });
    expect(fetch).not.toHaveBeenCalled();
  });
});
