import { useState } from 'react';
import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { assessmentAlerts } from '@praxisport/contract/assessments';
import { CatalogueTable } from '../../../components/ui/catalogue-table';
import { alertError } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useCreateAssessmentCategory } from '../api/create-category';
import { useCreateCategoryTest } from '../api/create-category-test';
import { useCreateAssessmentOption } from '../api/create-option';
import { useAssessmentCategories } from '../api/get-categories';
import { useCategoryTests } from '../api/get-category-tests';
import { useAssessmentOptions } from '../api/get-options';
import { useAssessmentRoot } from '../api/get-root';
import { useTestAndSubTest } from '../api/get-test-and-sub-test';
import { CategoryDialog, CategoryTestDialog, OptionDialog } from '../components/assessment-dialogs';

/**
 * /admin/assessment/{testId}/{subTestId} (AMB-92): 'Assessment Categories' → 'Category Tests' →
 * 'Test Options' of one test and sub-test, with the alerts of D2 §5 (ADM-30..ADM-41).
 */
export function AssessmentEditorPage() {
  const { t } = useTranslation();
  const { test: testId = '', subTest: subTestId = '' } = useParams();
  const [categoryId, setCategoryId] = useState('');
  const [categoryTestId, setCategoryTestId] = useState('');
  const [dialog, setDialog] = useState<'category' | 'categoryTest' | 'option' | null>(null);
  const root = useAssessmentRoot();
  const pair = useTestAndSubTest(testId, subTestId);
  const categories = useAssessmentCategories(root.data ?? '');
  const categoryTests = useCategoryTests(categoryId, subTestId, testId);
  const options = useAssessmentOptions(categoryTestId);
  const createCategory = useCreateAssessmentCategory();
  const createCategoryTest = useCreateCategoryTest();
  const createOption = useCreateAssessmentOption();
  const submitCategory = useSubmitOnce(createCategory, { inline: true });
  const submitCategoryTest = useSubmitOnce(createCategoryTest, { inline: true });
  const submitOption = useSubmitOnce(createOption, { inline: true });

  const addCategoryTest = () => {
    if (!categoryId) return alertError(assessmentAlerts.selectCategory);
    if (!subTestId) return alertError(assessmentAlerts.selectSubTest);
    if (!testId) return alertError(assessmentAlerts.selectTest);
    setDialog('categoryTest');
  };
  const addOption = () => (categoryTestId ? setDialog('option') : alertError(assessmentAlerts.selectAssessmentTest));
  const close = () => setDialog(null);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/admin/dashboard" size="sm">
          {t('assessments.back')}
        </Anchor>
        <Title order={1} fz={28}>
          {t('assessments.title')}
        </Title>
        {pair.data ? (
          <Text c="gray.7">
            {pair.data.test.title} · {pair.data.subTest.title}
          </Text>
        ) : null}
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <CatalogueTable
          id="assessment-categories"
          title="Assessment Categories"
          query={root.error ? { data: undefined, error: root.error, isPending: false } : categories}
          rowKey={(r) => r._id}
          label={(r) => r.title}
          selectedId={categoryId}
          onSelect={(r) => {
            setCategoryId(r._id);
            setCategoryTestId('');
          }}
          onAdd={() => setDialog('category')}
        />
        <CatalogueTable
          id="category-tests"
          title="Category Tests"
          query={categoryTests}
          placeholder={!subTestId ? assessmentAlerts.selectSubTest : categoryId ? undefined : assessmentAlerts.selectCategory}
          rowKey={(r) => r._id}
          label={(r) => r.desc}
          selectedId={categoryTestId}
          onSelect={(r) => setCategoryTestId(r._id)}
          onAdd={addCategoryTest}
        />
        <CatalogueTable
          id="test-options"
          title="Test Options"
          query={options}
          placeholder={categoryTestId ? undefined : assessmentAlerts.selectCategoryTest}
          rowKey={(r) => r._id}
          label={(r) => `${r.grade} – ${r.title}`}
          detail={(r) => r.desc}
          onAdd={addOption}
        />
      </SimpleGrid>
      {dialog === 'category' ? <CategoryDialog onClose={close} isSubmitting={createCategory.isPending} error={submitCategory.error} onSubmit={(v, done) => submitCategory(v, { onSuccess: done })} /> : null}
      {dialog === 'categoryTest' ? (
        <CategoryTestDialog
          onClose={close}
          isSubmitting={createCategoryTest.isPending}
          error={submitCategoryTest.error}
          onSubmit={(v, done) => submitCategoryTest({ ...v, _competencyAssessmentCat: categoryId, _competencySubTest: subTestId, _competencyCatOptionTest: testId }, { onSuccess: done })}
        />
      ) : null}
      {dialog === 'option' ? (
        <OptionDialog onClose={close} isSubmitting={createOption.isPending} error={submitOption.error} onSubmit={(v, done) => submitOption({ ...v, _competencyAssessmentCategoryTest: categoryTestId }, { onSuccess: done })} />
      ) : null}
    </Stack>
  );
}
export default AssessmentEditorPage;
