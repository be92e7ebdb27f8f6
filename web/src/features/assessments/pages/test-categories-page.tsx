import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isUuid } from '../../../lib/ids';
import { NotFound } from '../../../components/ui/not-found';
import { GradeScale } from '../components/grading/grade-scale';
import { TestHeader } from '../components/grading/test-header';

/**
 * /assessment/competency/categories/{student}/{test}/{subTest} (ROUTE-32, AMB-94 step 1): the
 * test's heading, the achieved grade, a button per assessment category and the Download.
 */
export function TestCategoriesPage() {
  const { t } = useTranslation();
  const { studentId, test, subTest } = useParams();
  if (![studentId, test, subTest].every(isUuid)) return <NotFound />;
  return (
    <Stack gap="md" maw={1000} mx="auto">
      <Anchor component={Link} to={`/assessment/competency/${studentId}`} size="sm">
        {t('grading.backToGrid')}
      </Anchor>
      <TestHeader studentId={studentId!} testId={test!} subTestId={subTest!} />
      <GradeScale />
    </Stack>
  );
}

export default TestCategoriesPage;
