import type { ErrorBody } from '@praxisport/contract/common';
import { sessionStore } from './session';

/** An API failure with the server's messages (ARCHITECTURE: Errors). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messages: ErrorBody['messages'],
  ) {
    super(messages[0]?.message ?? `HTTP ${status}`);
  }
}

/** Called on 401 with where to go; the router installs it. */
let onUnauthenticated: (to: '/signin' | '/admin/signin') => void = (to) => window.location.assign(to);
export function setUnauthenticatedHandler(fn: typeof onUnauthenticated) {
  onUnauthenticated = fn;
}

// register-analysis reads are open to users too; on the back office's own screens they are admin calls
const isAdminCall = (path: string) =>
  path.startsWith('/api/admin/') && (!path.startsWith('/api/admin/registerAnalysis/') || window.location.pathname.startsWith('/admin/'));

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Do not leave the page on 401 (the sign-in calls themselves). */
  keepOn401?: boolean;
  signal?: AbortSignal;
  /** The write's `Idempotency-Key` (a queued write keeps its own); every other write gets a new one. */
  idempotencyKey?: string;
}

/** A request that got no answer (no network, the server unreachable, or no answer in time). */
export const isNetworkFailure = (err: unknown) => err instanceof TypeError || (err instanceof DOMException && err.name === 'TimeoutError');

/** A new random key (crypto.randomUUID needs a secure context; the random bytes do not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The one API client: JSON in and out, the session cookie, the error shape.
 * Every write carries an `Idempotency-Key`.
 * A 401 clears the stored session and goes to /signin (/admin/signin for admin calls) (AUTH-38, AMB-11).
 * @throws ApiError
 */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  // a write sent again after a lost answer has effect once (decision 032)
  if (method !== 'GET') headers['Idempotency-Key'] = opts.idempotencyKey ?? newIdempotencyKey();
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers,
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    signal: opts.signal ?? AbortSignal.timeout(30_000),
  });
  if (res.status === 204) return undefined as T;
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    // no messages: the web app names the failure by its code (lib/server-messages)
    const messages = (data as ErrorBody | null)?.messages ?? [];
    if (res.status === 401 && !opts.keepOn401) {
      if (isAdminCall(path)) {
        if (sessionStore.getAdmin()) sessionStore.markExpired(); // the sign-in page says why (AUTH-38)
        sessionStore.clearAdmin();
        onUnauthenticated('/admin/signin');
      } else {
        if (sessionStore.getUser()) sessionStore.markExpired();
        sessionStore.clearUser();
        onUnauthenticated('/signin');
      }
    }
    throw new ApiError(res.status, (data as ErrorBody | null)?.code ?? 'ERROR', messages);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...opts, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body: body ?? {} }),
};

export interface UploadOptions {
  /** A purpose with its own types and size limit ('kilian' folders take plain text and 20 MB). */
  purpose?: 'kilian';
  /** Called with the share sent so far (0..1); the PUT then goes through XMLHttpRequest, which reports progress. */
  onProgress?: (share: number) => void;
}

/** The PUT of the bytes with upload progress (fetch reports none). */
function putWithProgress(url: string, file: File, onProgress: (share: number) => void): Promise<{ ok: boolean; status: number; data: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, data });
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.send(file);
  });
}

/** Uploads a file through the pre-signed flow (UPL-01..03) and returns the stored address. */
export async function uploadFile(file: File, { purpose, onProgress }: UploadOptions = {}): Promise<string> {
  const query = purpose ? `?purpose=${purpose}` : '';
  const { url } = await api.get<{ url: string }>(`/api/upload/preSignedURL/${encodeURIComponent(file.type)}${query}`);
  const res = onProgress
    ? await putWithProgress(url, file, onProgress)
    : await fetch(url, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file, credentials: 'same-origin' }).then(async (r) => ({
        ok: r.ok,
        status: r.status,
        data: r.ok ? null : await r.json().catch(() => null),
      }));
  if (!res.ok) {
    const data = res.data as ErrorBody | null;
    throw new ApiError(res.status, data?.code ?? 'UPLOAD_FAILED', data?.messages ?? []);
  }
  onProgress?.(1);
  return url.split('?')[0]!;
}
