import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptedAsIs } from '@praxisport/contract/common';
import { saveAttendanceBody } from '@praxisport/contract/attendance';
import { requestValidatorCompiler } from './request-validator';

const compile = (schema: z.ZodType) => requestValidatorCompiler({ schema, method: 'PUT', url: '/x', httpPart: 'body' }) as (data: unknown) => { value?: unknown; error?: unknown };

describe('request bodies (issue 17, acceptedAsIs)', () => {
  it('takes a value its plain check accepts as it is, and parses everything else with zod and its messages', () => {
    const schema = acceptedAsIs(z.object({ n: z.number({ error: 'Zahl angeben.' }) }), (v) => typeof v === 'object' && v !== null && Object.keys(v).length === 1 && typeof (v as { n?: unknown }).n === 'number');
    const validate = compile(schema);
    const body = { n: 1 };
    expect(validate(body).value).toBe(body);
    // with an unknown key the check declines: zod strips the key
    expect(validate({ n: 2, extra: true }).value).toEqual({ n: 2 });
    expect(JSON.stringify(validate({ n: 'x' }).error)).toContain('Zahl angeben.');
  });

  it('a schema without a plain check is parsed by zod', () => {
    const validate = compile(z.object({ n: z.number() }));
    const body = { n: 1 };
    expect(validate(body).value).not.toBe(body);
    expect(validate(body).value).toEqual(body);
  });

  it('the attendance list\'s save body is taken as it is', () => {
    const id = (n: number) => `${n.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;
    const body = { _grade: id(1), date: '2024-03-20', attendance: { [id(2)]: { '8': true, '10': false, '12': true, '13:45': true, reason: 'excused' } } };
    expect(compile(saveAttendanceBody)(body).value).toBe(body);
  });
});
