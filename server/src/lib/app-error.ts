/** Error codes and their HTTP statuses: one table (STYLE: errors, one shape end to end). */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RULE_VIOLATION: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;

/** An error whose message is meant for the user. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }
  get statusCode(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string, path?: string) => new AppError('VALIDATION_ERROR', message, path);
