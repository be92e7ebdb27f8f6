import { describe, expect, it } from 'vitest';
import {
  absencePercent,
  absenceTooHigh,
  careChecks,
  careFormPath,
  careAreas,
  careSubAreas,
  CARE_FORM_ROWS,
  GUIDANCE_MINUTES,
  PLACEMENT_HOURS,
  isCareSetting,
  isLearningTopic,
  isProofOfEducation,
  isStaticRegister,
  learningTopics,
} from './static-content';

describe('static screens content', () => {
  it('STAT-02 four learning topics, AMB-138 slugs', () => {
    expect(learningTopics).toEqual(['pain', 'personal-hygiene', 'nourishment', 'mobility']);
    expect(isLearningTopic('mobility')).toBe(true);
    expect(isLearningTopic('Mobility')).toBe(false);
    expect(isLearningTopic(undefined)).toBe(false);
  });

  it('STAT-10 STAT-11 CONST-33 areas I–V, 1–6, ten rows of five checks', () => {
    expect(careAreas).toEqual(['I', 'II', 'III', 'IV', 'V']);
    expect(careSubAreas).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(CARE_FORM_ROWS).toBe(10);
    expect(careChecks).toHaveLength(5);
  });

  it('AMB-137 the care form path is lowercase and carries the setting', () => {
    expect(careFormPath('acute')).toBe('/careform?setting=acute');
    expect(isCareSetting('longterm')).toBe(true);
    expect(isCareSetting('x')).toBe(false);
    expect(isCareSetting(null)).toBe(false);
  });

  it('STAT-03 CONST-23 absenteeism share and the 10 % maximum; guidance is 10 % of 400 h', () => {
    expect(GUIDANCE_MINUTES).toBe((PLACEMENT_HOURS * 60) / 10);
    expect(absencePercent(40)).toBe(10);
    expect(absenceTooHigh(absencePercent(40))).toBe(false);
    expect(absencePercent(41)).toBe(10.3);
    expect(absenceTooHigh(absencePercent(41))).toBe(true);
    expect(absencePercent(-1)).toBeNull();
    expect(absencePercent(Number.NaN)).toBeNull();
    expect(absencePercent(5, 0)).toBeNull();
    expect(absenceTooHigh(null)).toBe(false);
  });

  it('AMB-141 STAT-04 STAT-05 route options', () => {
    expect(isProofOfEducation('proofOfEducation')).toBe(true);
    expect(isProofOfEducation('proofofeducation')).toBe(true);
    expect(isProofOfEducation('other')).toBe(false);
    expect(isStaticRegister('analysis')).toBe(true);
    expect(isStaticRegister('classes')).toBe(false);
  });
});
