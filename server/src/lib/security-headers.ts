import type { ServerResponse, IncomingMessage } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once (decision 023): helmet as a middleware parses the CSP
 * directives again on every request, yet none of our headers depends on the request (no nonces,
 * no functions in the directives), so they are the same for every answer.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}
