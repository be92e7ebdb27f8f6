import { describe, expect, it } from 'vitest';
import { canonicalSet, optionAnswerParams } from './option-questions';

describe('option question sets', () => {
  it('ISSUE-16 SEC-08 a prototype key is no set name (was a 500 on /api/user/optionAnswers/{id}/toString)', () => {
    for (const key of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(canonicalSet(key)).toBeNull();
      expect(optionAnswerParams.safeParse({ studentId: '9e3582eb-1917-4f02-a367-6059c3543e51', option: key }).success).toBe(false);
    }
  });
});
