import { Checkbox, Group, List, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isUuid } from '../../../lib/ids';
import { useUser } from '../../../lib/api/get-user';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { BlankTable } from '../components/blank-table';
import { StaticPage, StaticSection } from '../components/static-page';
import { careAreas } from '../static-content';

const GRADES = [1, 2, 3, 4, 5] as const;

/**
 * The evaluation form /evaluationform/{studentId} (ROUTE-09, AMB-46). The specification shows no
 * content and stores nothing, so this is a printable form for the student's placement, graded by
 * competence area I–V on the scale of D2 §9, that says on screen it is not saved (decision 019).
 * The trainee's name comes from the user call, which also refuses everyone but the student and
 * the teachers of their class (AMB-47).
 */
export function EvaluationFormPage() {
  const { t } = useTranslation();
  const { studentId } = useParams();
  const user = useUser(isUuid(studentId) ? studentId : undefined);
  if (!isUuid(studentId)) return <NotFound />;
  const b = (k: string) => t(`staticPages.blank.${k}`);
  const v = (k: string) => t(`staticPages.evaluation.${k}`);
  return (
    <QueryState query={user}>
      {({ user: student }) => (
        <StaticPage title={v('title')} intro={v('intro')} notSaved back={{ to: `/${studentId}`, label: t('staticPages.back') }}>
          <StaticSection title={`${student.firstName} ${student.name}`}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={b('place')} />
              <Group grow gap="sm" wrap="nowrap">
                <TextInput label={b('from')} type="date" />
                <TextInput label={b('until')} type="date" />
              </Group>
            </SimpleGrid>
          </StaticSection>

          <StaticSection title={v('scale')}>
            <List size="sm" spacing={2}>
              {(t('staticPages.evaluation.grades', { returnObjects: true }) as string[]).map((g) => (
                <List.Item key={g}>{g}</List.Item>
              ))}
            </List>
          </StaticSection>

          <StaticSection title={v('criterion')}>
            <Stack gap="sm">
              {careAreas.map((area) => (
                <fieldset key={area} style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, padding: '8px 12px', margin: 0 }}>
                  <legend style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600, padding: '0 4px' }}>{t(`staticPages.areas.${area}`)}</legend>
                  <Group gap="lg" wrap="wrap">
                    {GRADES.map((g) => (
                      <Checkbox key={g} label={String(g)} aria-label={t('staticPages.evaluation.gradeLabel', { area, grade: g })} />
                    ))}
                  </Group>
                  <TextInput label={b('remarks')} mt="xs" size="xs" />
                </fieldset>
              ))}
            </Stack>
          </StaticSection>

          <StaticSection title={v('overall')}>
            <Textarea aria-label={v('overall')} autosize minRows={4} />
          </StaticSection>

          <StaticSection title={b('signature')}>
            <BlankTable caption={b('signature')} headers={[b('date'), v('signPa'), v('signAz')]} rows={1} />
          </StaticSection>
        </StaticPage>
      )}
    </QueryState>
  );
}

export default EvaluationFormPage;
