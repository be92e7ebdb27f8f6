import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OptionAnswersResponse } from '@praxisport/contract/option-questions';
import { calls, ids, renderWithAlerts, signInAs, stubFetch } from '../../../test/render';
import { OptionQuestionsPage } from './option-questions-page';
import { OptionAnswerPage } from './option-answer-page';
import { OptionsPage } from './options-page';

const student = { _id: ids.student, firstName: 'Lena', name: 'Schmidt' };
const answers = (set: string, o: Partial<OptionAnswersResponse> = {}): OptionAnswersResponse => ({ option: set, student, answers: [], kr: null, pictures: [], ...o });
const answersUrl = (set: string) => `/api/user/optionAnswers/${ids.student}/${set}`;
const setPath = '/optionquestions/:option/:studentId?';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('OptionQuestionsPage (OPTQ-01..06)', () => {
  it.each(['communication', 'abilitytoact', 'abilitytoreflect', 'ethicalcompetence', 'selforganizedlearning', 'orientationmission1', 'orientationmission2', 'orientationmission3'])(
    'OPTQ-01 OPTQ-02 OPTQ-05 %s renders question boxes leading to /optionquestionanswer/{name}',
    async (set) => {
      signInAs('student');
      stubFetch({ [`GET ${answersUrl(set)}`]: answers(set) });
      renderWithAlerts(<OptionQuestionsPage />, { route: `/optionquestions/${set}`, path: setPath });
      const nav = await screen.findByRole('navigation');
      const boxes = within(nav).getAllByRole('link');
      expect(boxes.length).toBeGreaterThanOrEqual(3);
      for (const box of boxes) expect(box.getAttribute('href')).toMatch(new RegExp(`^/optionquestionanswer/${set}-\\d$`));
    },
  );

  it('OPTQ-06 AMB-101 orientationmission11 renders the boxes of orientationmission1', async () => {
    signInAs('student');
    stubFetch({ [`GET ${answersUrl('orientationmission1')}`]: answers('orientationmission1') });
    renderWithAlerts(<OptionQuestionsPage />, { route: '/optionquestions/orientationmission11', path: setPath });
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getAllByRole('link')[0]).toHaveAttribute('href', '/optionquestionanswer/orientationmission1-1');
  });

  it('an unknown set is not found', () => {
    signInAs('student');
    stubFetch({});
    renderWithAlerts(<OptionQuestionsPage />, { route: '/optionquestions/smalltalk', path: setPath });
    expect(screen.getByText('Diese Seite gibt es nicht.')).toBeInTheDocument();
  });

  it('OPTQ-03 abilitytoreflect shows an image file input for the student', async () => {
    signInAs('student');
    stubFetch({ [`GET ${answersUrl('abilitytoreflect')}`]: answers('abilitytoreflect') });
    renderWithAlerts(<OptionQuestionsPage />, { route: '/optionquestions/abilitytoreflect', path: setPath });
    await screen.findByText('Bilder zur Reflexion');
    const input = document.querySelector('input[type="file"]');
    expect(input).not.toBeNull();
    expect(input!.getAttribute('accept')).toContain('image/png');
    expect(input).toHaveAttribute('multiple');
  });

  it('OPTQ-04 CONST-35 selforganizedlearning offers exactly KR1, KR2, KR3 and saves the choice', async () => {
    signInAs('student');
    const bodies: unknown[] = [];
    stubFetch({
      [`GET ${answersUrl('selforganizedlearning')}`]: answers('selforganizedlearning'),
      [`PUT ${answersUrl('selforganizedlearning')}/extras`]: (init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return { kr: 'KR2', pictures: [] };
      },
    });
    const user = renderWithAlerts(<OptionQuestionsPage />, { route: '/optionquestions/selforganizedlearning', path: setPath });
    const select = await screen.findByRole('combobox', { name: /Kompetenzraster/ });
    const choices = within(select).getAllByRole('option').filter((o) => !(o as HTMLOptionElement).disabled);
    expect(choices.map((o) => o.textContent)).toEqual(['KR1', 'KR2', 'KR3']);
    await user.selectOptions(select, 'KR2');
    await waitFor(() => expect(bodies).toEqual([{ kr: 'KR2' }]));
  });

  it("AMB-100 a teacher reads the student's answers; the boxes carry the student", async () => {
    signInAs('teacher');
    stubFetch({
      [`GET ${answersUrl('communication')}`]: answers('communication', { answers: [{ question: 'communication-2', grade: 2, confirmed: true, updatedAt: '2026-03-01T10:00:00.000Z' }] }),
    });
    renderWithAlerts(<OptionQuestionsPage />, { route: `/optionquestions/communication/${ids.student}`, path: setPath });
    expect(await screen.findByText('Note 2')).toBeInTheDocument();
    const nav = screen.getByRole('navigation');
    expect(within(nav).getAllByRole('link')[1]).toHaveAttribute('href', `/optionquestionanswer/communication-2?student=${ids.student}`);
  });
});

describe('OptionsPage (OPTQ-07)', () => {
  it('OPTQ-07 the orientation mission has areas I, II and III leading to orientationmission1..3', () => {
    signInAs('student');
    renderWithAlerts(<OptionsPage />, { route: `/options/orientationmission/${ids.student}`, path: '/options/:option/:studentId?' });
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([1, 2, 3].map((n) => `/optionquestions/orientationmission${n}/${ids.student}`));
    expect(links.map((l) => within(l).getAllByText(/^(I|II|III)$/)[0]!.textContent)).toEqual(['I', 'II', 'III']);
  });

  it('another option is not found', () => {
    signInAs('student');
    renderWithAlerts(<OptionsPage />, { route: '/options/smalltalk', path: '/options/:option/:studentId?' });
    expect(screen.getByText('Diese Seite gibt es nicht.')).toBeInTheDocument();
  });
});

describe('OptionAnswerPage (OPTQ-08..10)', () => {
  const path = '/optionquestionanswer/:option';

  it('OPTQ-08 OPTQ-09 OPTQ-10 intro, five grade radios with descriptors, a confirm checkbox; saving sends the answer', async () => {
    signInAs('student');
    const bodies: unknown[] = [];
    stubFetch({
      [`GET ${answersUrl('communication')}`]: answers('communication'),
      [`PUT ${answersUrl('communication')}`]: (init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return { answer: { question: 'communication-3', grade: 2, confirmed: true, updatedAt: '2026-03-01T10:00:00.000Z' } };
      },
    });
    const user = renderWithAlerts(<OptionAnswerPage />, { route: '/optionquestionanswer/communication-3', path });
    expect(await screen.findByText(/Lesen Sie die Aussage/)).toBeInTheDocument();
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 – Kompetenz in besonderem Maße erreicht' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 – Kompetenz mit erheblichen Mängeln' })).toBeInTheDocument();
    // no grade: nothing is sent
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte eine Note wählen.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^2 – / }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Antwort gespeichert!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(bodies).toEqual([{ question: 'communication-3', grade: 2, confirmed: true }]);
  });

  it('AMB-100 a stored answer is shown again; a teacher reads it without a save button', async () => {
    signInAs('teacher');
    const fetch = stubFetch({
      [`GET ${answersUrl('communication')}`]: answers('communication', { answers: [{ question: 'communication-3', grade: 4, confirmed: true, updatedAt: '2026-03-01T10:00:00.000Z' }] }),
    });
    renderWithAlerts(<OptionAnswerPage />, { route: `/optionquestionanswer/communication-3?student=${ids.student}`, path });
    expect(await screen.findByRole('radio', { name: /^4 – / })).toBeChecked();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    expect(calls(fetch)).toEqual([`GET ${answersUrl('communication')}`]);
  });

  it('an unknown question is not found', () => {
    signInAs('student');
    stubFetch({});
    renderWithAlerts(<OptionAnswerPage />, { route: '/optionquestionanswer/smalltalk-1', path });
    expect(screen.getByText('Diese Seite gibt es nicht.')).toBeInTheDocument();
  });
});
