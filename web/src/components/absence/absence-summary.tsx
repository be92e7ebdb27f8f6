import { Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentAbsence } from '@praxisport/contract/attendance';
import { ABSENCE_ALLOWED_SHARE } from '@praxisport/contract/training-rules';
import { useStudentAbsence } from '../../lib/api/get-student-absence';

/** Readable on white (AA): an outline for 'ok', yellow with dark text for the warning, dark red for over the limit. */
const levelBadge = {
  ok: { color: 'teal.9', variant: 'outline' },
  warn: { color: 'yellow.5', variant: 'filled', autoContrast: true },
  over: { color: 'red.9', variant: 'filled' },
} as const;
const fmt = (n: number, lang: string, digits: number) =>
  n.toLocaleString(lang.startsWith('de') ? 'de-DE' : 'en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits === 0 ? 2 : digits });

/**
 * A student's absence figures on their home page: hours missed of hours recorded and the
 * rate against the 10 % maximum. Shared (lib/api + components): the student home shows it, the
 * register analysis feature has the class's figures. Renders nothing while loading or when refused.
 */
export function AbsenceSummary({ studentId, isOwn }: { studentId: string; isOwn: boolean }) {
  const { t, i18n } = useTranslation();
  const { data } = useStudentAbsence(studentId);
  if (!data) return null;
  return <AbsenceFigures figures={data.statistics} title={isOwn ? t('attendance.own.title') : t('attendance.own.titleOf')} lang={i18n.language} />;
}

function AbsenceFigures({ figures, title, lang }: { figures: StudentAbsence; title: string; lang: string }) {
  const { t } = useTranslation();
  const rate = `${fmt(figures.rate * 100, lang, 1)} %`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="absence-title" data-testid="absence-summary">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="absence-title">
            {title}
          </Title>
          <Badge {...levelBadge[figures.level]} tt="none">
            {t(`attendance.statistics.levels.${figures.level}`)}
          </Badge>
        </Group>
        {figures.recordedDays === 0 ? (
          <Text c="gray.7">{t('attendance.own.none')}</Text>
        ) : (
          <>
            <Text>
              {t('attendance.own.summary', { missed: `${fmt(figures.missedHours, lang, 0)} h`, recorded: `${fmt(figures.recordedHours, lang, 0)} h` })}
            </Text>
            <Progress
              value={Math.min(100, (figures.rate / ABSENCE_ALLOWED_SHARE) * 100)}
              color={levelBadge[figures.level].color}
              aria-label={t('attendance.own.rate', { rate })}
              size="lg"
            />
            <Text size="sm" c="gray.7">
              {t('attendance.own.rate', { rate })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
