import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ids, renderPage } from '../../../test/render';
import { listingOptions, listingTiles } from '../listing-tiles';
import { ListingPage } from './listing-page';

const path = '/listingOptions/:option/:studentId';
const sid = ids.student;
/** the targets whose screens are built (not `soon` in app/router.tsx) */
const BUILT = /^\/((talksform\/(initialconsultation|intermtalk|finaltalk)|forma|reviewform|evaluationform|comments|listingOptions\/(trainingportfolio|arthrosis)|proofofpractice\/proofOfEducation|assessment\/competency|competenceprofile|options\/orientationmission|nursingphenomena|optionquestions\/(communication|abilitytoact|abilitytoreflect|ethicalcompetence|selforganizedlearning)|kiliantasks)\/|learninggoals$)/;

afterEach(() => localStorage.clear());

const nav = () => screen.getByRole('navigation');

describe('ListingPage (LIST-01..11)', () => {
  it.each(listingOptions)('%s: active tiles link with the student id, inactive tiles are marked and explain why', (option) => {
    renderPage(<ListingPage />, { route: `/listingOptions/${option}/${sid}`, path });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const tiles = within(nav()).getAllByRole('link');
    expect(tiles).toHaveLength(listingTiles[option].length);
    for (const tile of tiles) {
      const href = tile.getAttribute('href');
      if (href) {
        // LIST-03: base path + '/' + studentId, and only built screens are active;
        // the student id is appended where the route takes one (not /learninggoals)
        if (href !== '/learninggoals') expect(href.endsWith(`/${sid}`)).toBe(true);
        expect(href).toMatch(BUILT);
        expect(tile).not.toHaveAttribute('aria-disabled');
      } else {
        expect(tile).toHaveAttribute('aria-disabled', 'true');
        const target = tile.getAttribute('data-target');
        if (target) {
          expect(target).not.toMatch(BUILT);
          // the student id is appended where the route takes one
          if (!['/kiliantasks', '/learninggoals'].includes(target)) expect(target.endsWith(`/${sid}`)).toBe(true);
          expect(tile).toHaveAttribute('data-inactive', 'soon');
        } else expect(tile).toHaveAttribute('data-inactive', 'empty');
        // the reason is visible and is the tile's description
        const reason = document.getElementById(tile.getAttribute('aria-describedby')!);
        expect(reason).toBeVisible();
        expect(tile).toContainElement(reason);
      }
    }
  });

  it('LIST-06 talks: the three talk tiles lead to /talksform/{type}/{studentId}', () => {
    renderPage(<ListingPage />, { route: `/listingOptions/talks/${sid}`, path });
    expect(within(nav()).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      `/talksform/initialconsultation/${sid}`,
      `/talksform/intermtalk/${sid}`,
      `/talksform/finaltalk/${sid}`,
    ]);
  });

  it('LIST-04, LIST-05, LIST-07..10: the documented targets carry the student id', () => {
    const all = listingOptions.flatMap((o) => listingTiles[o].map((t) => (t.path && t.withStudent ? `${t.path}/${sid}` : t.path)));
    expect(all).toContain(`/assessment/competency/${sid}`);
    expect(all).toContain(`/options/orientationmission/${sid}`);
    expect(all).toContain(`/listingOptions/arthrosis/${sid}`);
    for (const q of ['communication', 'abilitytoact', 'abilitytoreflect', 'ethicalcompetence', 'selforganizedlearning']) expect(all).toContain(`/optionquestions/${q}/${sid}`);
    // the competency listing leads to the competency test and the nursing phenomena
    expect(listingTiles.competency.map((t) => t.path)).toEqual(expect.arrayContaining(['/assessment/competency', '/nursingphenomena', '/listingOptions/arthrosis']));
    expect(all).toContain(`/competenceprofile/${sid}`);
    expect(all).toContain(`/proofofpractice/proofOfEducation/${sid}`);
    expect(all).toContain('');
  });

  it('LIST-11: clicking an inactive tile does not navigate', async () => {
    const { user } = renderPage(<ListingPage />, { route: `/listingOptions/logs/${sid}`, path });
    const tile = within(nav()).getAllByRole('link')[2]!;
    expect(tile).toHaveAttribute('aria-disabled', 'true');
    await user.click(tile);
    expect(screen.getByTestId('location')).toHaveTextContent(`/listingOptions/logs/${sid}`);
  });

  it('clicking an active tile opens its screen', async () => {
    const { user } = renderPage(<ListingPage />, { route: `/listingOptions/talks/${sid}`, path });
    await user.click(screen.getByRole('link', { name: /Zwischengespräch/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/talksform/intermtalk/${sid}`);
  });

  it('an unknown option answers not-found', () => {
    renderPage(<ListingPage />, { route: `/listingOptions/unknown/${sid}`, path });
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it('a malformed student id answers not-found', () => {
    renderPage(<ListingPage />, { route: '/listingOptions/talks/abc', path });
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  });
});
