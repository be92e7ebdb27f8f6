import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { DISPOSITION_TITLES } from '@praxisport/contract/assessments';

/** The performance side (CPROF-04), German as the profile is (GEN-03). */
const PERFORMANCE = [['Handlungsplanung und', 'Handlungsbereitschaft'], ['Handeln in der Situation'], ['Analyse und Bewertung']];
/** The decision pyramid's levels, top first (CPROF-05). */
const PYRAMID = ['Handeln', 'Entscheiden', 'Wahrnehmen und Wissen'];
/** Lines of a disposition title that does not fit one line. */
const lines = (title: string) => (title === 'Situationswahrnehmung und Analyse' ? ['Situationswahrnehmung', 'und Analyse'] : [title]);

/** The grade of a box: the mean of its grades to one decimal in German, 0 when none (CPROF-03, AMB-97). */
export function boxGrade(grades: number[] | undefined): string {
  if (!grades?.length) return '0';
  const mean = Math.round((grades.reduce((a, b) => a + b, 0) / grades.length) * 10) / 10;
  return mean.toLocaleString('de-DE', { maximumFractionDigits: 1 });
}

/**
 * The competence model diagram (CPROF-01..CPROF-05) as SVG: the disposition side with a grade per
 * box, the performance side without grades, and the decision pyramid. Drawn narrow and tall, so
 * that its 16–20 px texts stay readable on a 390 px phone, and sized to one A4 page in print.
 */
export function CompetenceModel({ scores, label, className }: { scores: { title: string; grades: number[] }[]; label: string; className?: string }) {
  const titleId = useId();
  const byTitle = new Map(scores.map((s) => [s.title, s.grades]));
  const W = 420;
  const boxX = 16;
  const boxW = W - 32;
  const dispY = 56;
  const dispH = 68;
  const gap = 12;
  const perfTop = dispY + DISPOSITION_TITLES.length * (dispH + gap) + 64;
  const perfH = 60;
  const pyrTop = perfTop + PERFORMANCE.length * (perfH + gap) + 70;
  const pyrH = 210;
  const H = pyrTop + pyrH + 16;
  const grades = DISPOSITION_TITLES.map((t) => boxGrade(byTitle.get(t)));
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${W} ${H}`} className={className} role="img" aria-labelledby={titleId} fontFamily="system-ui, sans-serif" data-testid="competence-model">
        <title id={titleId}>{label}</title>
        <defs>
          <marker id="cm-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" fill="#495057" />
          </marker>
        </defs>
        <text x={W / 2} y={34} textAnchor="middle" fontSize="20" fontWeight="700" fill="#1c3d5a">
          Disposition
        </text>
        {DISPOSITION_TITLES.map((title, i) => {
          const y = dispY + i * (dispH + gap);
          const ls = lines(title);
          return (
            <g key={title} data-testid="disposition-box" data-title={title} data-grade={grades[i]}>
              <rect x={boxX} y={y} width={boxW} height={dispH} rx={10} fill="#e7f1fb" stroke="#1c7ed6" strokeWidth={2} />
              {ls.map((l, k) => (
                <text key={l} x={boxX + 16} y={y + dispH / 2 + (k - (ls.length - 1) / 2) * 22 + 6} fontSize="18" fill="#1a1b1e">
                  {l}
                </text>
              ))}
              <circle cx={boxX + boxW - 40} cy={y + dispH / 2} r={26} fill="#fff" stroke="#1c7ed6" strokeWidth={2} />
              <text x={boxX + boxW - 40} y={y + dispH / 2 + 7} textAnchor="middle" fontSize="20" fontWeight="700" fill="#0b4f8a">
                {grades[i]}
              </text>
            </g>
          );
        })}
        <line x1={W / 2} y1={perfTop - 58} x2={W / 2} y2={perfTop - 34} stroke="#495057" strokeWidth={3} markerEnd="url(#cm-arrow)" />
        <text x={W / 2} y={perfTop - 10} textAnchor="middle" fontSize="20" fontWeight="700" fill="#2b5a2f">
          Performanz
        </text>
        {PERFORMANCE.map((ls, i) => {
          const y = perfTop + i * (perfH + gap);
          return (
            <g key={ls.join(' ')} data-testid="performance-box">
              <rect x={boxX} y={y} width={boxW} height={perfH} rx={10} fill="#ebfbee" stroke="#2f9e44" strokeWidth={2} />
              {ls.map((l, k) => (
                <text key={l} x={W / 2} y={y + perfH / 2 + (k - (ls.length - 1) / 2) * 22 + 6} textAnchor="middle" fontSize="18" fill="#1a1b1e">
                  {l}
                </text>
              ))}
            </g>
          );
        })}
        <line x1={W / 2} y1={pyrTop - 64} x2={W / 2} y2={pyrTop - 40} stroke="#495057" strokeWidth={3} markerEnd="url(#cm-arrow)" />
        <text x={W / 2} y={pyrTop - 14} textAnchor="middle" fontSize="20" fontWeight="700" fill="#5f3dc4">
          Entscheidungspyramide
        </text>
        <g data-testid="decision-pyramid">
          {PYRAMID.map((level, i) => {
            // three bands of one triangle: apex at the top, base at the bottom
            const band = pyrH / PYRAMID.length;
            const half = (y: number) => ((y - pyrTop) / pyrH) * (boxW / 2);
            const y0 = pyrTop + i * band;
            const y1 = y0 + band;
            const points = [
              [W / 2 - half(y0), y0],
              [W / 2 + half(y0), y0],
              [W / 2 + half(y1), y1],
              [W / 2 - half(y1), y1],
            ]
              .map((p) => p.join(','))
              .join(' ');
            return (
              <g key={level}>
                <polygon points={points} fill={['#d0bfff', '#e5dbff', '#f3f0ff'][i]} stroke="#7048e8" strokeWidth={2} />
                <text x={W / 2} y={y0 + band / 2 + (i === 0 ? 18 : 7)} textAnchor="middle" fontSize={i === 0 ? 15 : 17} fill="#1a1b1e">
                  {level}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
      <VisuallyHidden>
        <ul>
          {DISPOSITION_TITLES.map((title, i) => (
            <li key={title}>{`${title}: ${grades[i]}`}</li>
          ))}
        </ul>
      </VisuallyHidden>
    </figure>
  );
}
