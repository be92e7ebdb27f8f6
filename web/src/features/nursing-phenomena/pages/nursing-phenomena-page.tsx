import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { NursingPhenomenonCategory } from '@praxisport/contract/nursing-phenomena';
import { isUuid } from '../../../lib/ids';
import { useUserSession } from '../../../lib/session';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useNursingPhenomena } from '../api/nursing-phenomena';
import { PageHeader } from '../components/student-header';

/** The radio group's name for assistive technology; the heading above shows it. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * One category (NP-01..04): its options as radios, the stored choice preselected (NP-03). The radio
 * choice is local until a sub-test is selected (AMB-112); a category whose test is chosen is locked
 * (NP-14), and students only read (PERM-21). Each option has its 'Explanation' link (NP-04).
 */
function CategoryCard({ category, studentId, canChoose }: { category: NursingPhenomenonCategory; studentId: string; canChoose: boolean }) {
  const { t } = useTranslation();
  const stored = category.competencyTest?._categoryOption ?? null;
  const [chosen, setChosen] = useState<string | null>(stored);
  const locked = stored !== null;
  const labelId = `np-category-${category._id}`;
  const testsOf = (optionId: string) => `/nursingphenomena/${studentId}/${category._id}/${optionId}`;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id={labelId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {category.title}
        </Title>
        {locked && (
          <Badge color="teal.9" variant="filled" style={{ textTransform: 'none' }}>
            {t('nursingPhenomena.chosen')}
          </Badge>
        )}
      </Group>
      {category.options.length === 0 ? (
        <Text c="gray.7" size="sm" mt="xs">
          {t('nursingPhenomena.noOptions')}
        </Text>
      ) : (
        <Radio.Group value={chosen} onChange={setChosen} label={category.title} labelProps={{ style: visuallyHidden }} mt="sm">
          <Stack gap="xs">
            {category.options.map((o) => (
              <Group key={o._id} justify="space-between" wrap="nowrap" gap="sm">
                <Radio value={o._id} label={o.title} disabled={!canChoose || (locked && o._id !== stored)} styles={{ label: { overflowWrap: 'anywhere' } }} />
                <Anchor component={Link} to={testsOf(o._id)} size="sm" style={{ flexShrink: 0 }} aria-label={t('nursingPhenomena.explanationOf', { option: o.title })}>
                  {t('nursingPhenomena.explanation')}
                </Anchor>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {chosen && (
        <Button component={Link} to={testsOf(chosen)} variant="light" mt="md" size="sm">
          {canChoose && !locked ? t('nursingPhenomena.toTestsChoose') : t('nursingPhenomena.toTests')}
        </Button>
      )}
      {locked && canChoose && (
        <Text size="xs" c="gray.7" mt="xs">
          {t('nursingPhenomena.lockedHint')}
        </Text>
      )}
    </Card>
  );
}

/** /nursingphenomena/{studentId} (NP-01..04, ROUTE-37): the categories with radio options. */
export function NursingPhenomenaPage() {
  const { t } = useTranslation();
  const { studentId } = useParams();
  const session = useUserSession();
  const valid = isUuid(studentId);
  const query = useNursingPhenomena(valid ? studentId : undefined);
  if (!valid) return <NotFound />;
  const canChoose = session?.user.userType === 'teacher';
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <PageHeader
        back={`/listingOptions/competency/${studentId}`}
        title={t('nursingPhenomena.title')}
        subtitle={query.data ? `${query.data.student.firstName} ${query.data.student.name}` : undefined}
      />
      <Text size="sm">{canChoose ? t('nursingPhenomena.introTeacher') : t('nursingPhenomena.introStudent')}</Text>
      <QueryState query={query} isEmpty={(d) => d.categories.length === 0} empty={t('nursingPhenomena.empty')}>
        {({ categories }) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {categories.map((c) => (
              <CategoryCard key={`${c._id}|${c.competencyTest?._id ?? ''}`} category={c} studentId={studentId!} canChoose={canChoose} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}

export default NursingPhenomenaPage;
