import { expect, it } from 'vitest';
import './zod-config';
import { z } from 'zod';

it('ISSUE-17 decision 026: zod runs without eval (jitless) although main.tsx does not import zod', () => {
  expect(z.config().jitless).toBe(true);
});
