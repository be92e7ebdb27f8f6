import { describe, expect, it } from 'vitest';
import * as admin from './admin';
import * as assessments from './assessments';
import * as attendance from './attendance';
import * as audit from './audit';
import * as auth from './auth';
import * as catalogue from './catalogue';
import * as classes from './classes';
import * as comments from './comments';
import * as common from './common';
import * as kilian from './kilian';
import * as lfce from './lfce';
import * as mail from './mail';
import * as notifications from './notifications';
import * as nursingPhenomena from './nursing-phenomena';
import * as optionQuestions from './option-questions';
import * as passwordReset from './password-reset';
import * as placements from './placements';
import * as portfolio from './portfolio';
import * as privacy from './privacy';
import * as profile from './profile';
import * as registerAnalysis from './register-analysis';
import * as reviews from './reviews';
import * as studentImport from './student-import';
import * as talks from './talks';
import * as uploads from './uploads';
import * as users from './users';

const modules: Record<string, unknown>[] = [admin, assessments, attendance, audit, auth, catalogue, classes, comments, common, kilian, lfce, mail, notifications, nursingPhenomena, optionQuestions, passwordReset, placements, portfolio, privacy, profile, registerAnalysis, reviews, studentImport, talks, uploads, users];

/** The values the API speaks that no person reads: a message listing them is a message nobody understands. */
const codeNames = [
  ...placements.placementTypes,
  ...placements.guidanceKinds,
  ...talks.talkTypes,
  ...kilian.kilianTypes,
  ...kilian.kilianFolderTypes,
  ...attendance.attendanceReasons,
  ...notifications.notificationKinds,
  ...Object.keys(optionQuestions.optionQuestionSets),
];

describe('messages people read name things as the screen does', () => {
  it('no message of the contract lists the code names of choices (orientation, intermtalk, abilitytoreflect …)', () => {
    const leaks: string[] = [];
    for (const mod of modules) {
      for (const [name, value] of Object.entries(mod)) {
        if (!name.endsWith('Messages') || !value || typeof value !== 'object') continue;
        for (const [key, text] of Object.entries(value)) {
          if (typeof text !== 'string') continue;
          const words = new Set(text.split(/[^\p{L}\p{N}]+/u));
          for (const code of codeNames) if (code.split(' ').every((w) => words.has(w))) leaks.push(`${name}.${key}: ${text}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('a placement without a type or a facility says which to choose, not "Unbekannte Einsatzart: erlaubt sind orientation …" or "Ungültige ID."', () => {
    const result = placements.placementBody.safeParse({ type: '', providerId: '', from: '2026-03-02', until: '2026-05-24', plannedHours: 400, instructorIds: [] });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['type', 'Bitte eine Einsatzart wählen.'],
      ['providerId', 'Bitte eine Einrichtung wählen.'],
    ]);
  });
});
