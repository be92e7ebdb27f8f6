import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { asIsCheckOf } from '@praxisport/contract/common';

/**
 * Request parts validated by zod (fastify-type-provider-zod), except where the contract declared a
 * plain check for a schema's everyday valid values (acceptedAsIs, issue 17, decision 023): a value it
 * accepts is taken as it is, anything else is parsed by zod, with zod's messages.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const parse = validatorCompiler(route);
  const accepts = asIsCheckOf(route.schema);
  if (!accepts) return parse;
  return (data: unknown) => (accepts(data) ? { value: data } : parse(data));
};
