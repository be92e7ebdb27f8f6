import { errorBody } from '@praxisport/contract/common';
import type { ErrorCode, errorStatus } from './app-error';

type ErrorStatus = (typeof errorStatus)[ErrorCode];

/**
 * The error responses of a route schema, all in the one error shape.
 * @example schema: { response: { 200: classesResponse, ...errorResponses(400, 401, 403, 404) } }
 */
export function errorResponses<const S extends readonly ErrorStatus[]>(...statuses: S): { [K in S[number]]: typeof errorBody } {
  return Object.fromEntries(statuses.map((s) => [s, errorBody])) as { [K in S[number]]: typeof errorBody };
}
