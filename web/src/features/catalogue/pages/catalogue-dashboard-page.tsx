import { useState } from 'react';
import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompetencyCatOptionSubTestRow } from '@praxisport/contract/catalogue';
import { CatalogueTable } from '../../../components/ui/catalogue-table';
import { alertError } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useCreateCategory } from '../api/create-category';
import { useCreateOption } from '../api/create-option';
import { useCreateTest } from '../api/create-test';
import { useCategories } from '../api/get-categories';
import { useOptions } from '../api/get-options';
import { useSubTests } from '../api/get-sub-tests';
import { useTests } from '../api/get-tests';
import { LinksEditor } from '../components/links-editor';
import { SubTestDialog } from '../components/sub-test-dialog';
import { TitleDialog } from '../components/title-dialog';

/** The alerts of an add without its parent, verbatim texts of the specification (D2 §8). */
const needParent = { option: 'Please select a Category!', test: 'Please select an option!', subTest: 'Please select a test!' } as const;

type Dialog = 'category' | 'option' | 'test' | 'subTest' | null;

/**
 * /admin/dashboard: Categories → Category Options → Tests → SubTests (ADM-08..ADM-21). Selecting
 * a row loads the next table; a sub-test opens its links editor and its assessment editor (AMB-92).
 */
export function CatalogueDashboardPage() {
  const { t } = useTranslation();
  const [categoryId, setCategoryId] = useState('');
  const [optionId, setOptionId] = useState('');
  const [testId, setTestId] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [linksOf, setLinksOf] = useState<CompetencyCatOptionSubTestRow | null>(null);

  const categories = useCategories();
  const options = useOptions(categoryId);
  const tests = useTests(optionId);
  const subTests = useSubTests();
  const createCategory = useCreateCategory();
  const createOption = useCreateOption();
  const createTest = useCreateTest();
  const submitCategory = useSubmitOnce(createCategory, { inline: true });
  const submitOption = useSubmitOnce(createOption, { inline: true });
  const submitTest = useSubmitOnce(createTest, { inline: true });

  const visibleSubTests = { ...subTests, data: testId ? subTests.data?.filter((s) => s._competencyCatOptionTest === testId) : subTests.data };
  const open = (d: Exclude<Dialog, null>) => {
    const missing = (d === 'option' && !categoryId) || (d === 'test' && !optionId) || (d === 'subTest' && !testId);
    if (missing) return alertError(needParent[d as keyof typeof needParent]);
    setDialog(d);
  };
  const close = () => setDialog(null);

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {t('admin.dashboard.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CatalogueTable
          id="categories"
          title="Categories"
          query={categories}
          rowKey={(r) => r._id}
          label={(r) => r.title}
          selectedId={categoryId}
          onSelect={(r) => {
            setCategoryId(r._id);
            setOptionId('');
            setTestId('');
          }}
          onAdd={() => open('category')}
        />
        <CatalogueTable
          id="options"
          title="Category Options"
          query={options}
          placeholder={categoryId ? undefined : t('catalogue.selectCategoryFirst')}
          rowKey={(r) => r._id}
          label={(r) => r.title}
          selectedId={optionId}
          onSelect={(r) => {
            setOptionId(r._id);
            setTestId('');
          }}
          onAdd={() => open('option')}
        />
        <CatalogueTable
          id="tests"
          title="Tests"
          query={tests}
          placeholder={optionId ? undefined : t('catalogue.selectOptionFirst')}
          rowKey={(r) => r._id}
          label={(r) => r.title}
          selectedId={testId}
          onSelect={(r) => setTestId(r._id)}
          onAdd={() => open('test')}
        />
        <CatalogueTable
          id="subtests"
          title="SubTests"
          query={visibleSubTests}
          rowKey={(r) => r._id}
          label={(r) => r.title}
          detail={(r) => r.subTitle}
          actions={(r) => (
            <>
              <Button size="xs" variant="default" onClick={() => setLinksOf(r)} aria-label={t('catalogue.links.openLabel', { title: r.title })}>
                {t('catalogue.links.open')}
              </Button>
              <Button
                size="xs"
                variant="default"
                component={Link}
                to={`/admin/assessment/${r._competencyCatOptionTest}/${r._id}`}
                aria-label={t('catalogue.assessmentsLabel', { title: r.title })}
              >
                {t('catalogue.assessments')}
              </Button>
            </>
          )}
          onAdd={() => open('subTest')}
        />
      </SimpleGrid>

      <TitleDialog
        opened={dialog === 'category'}
        onClose={close}
        title={t('catalogue.dialogs.category')}
        isSubmitting={createCategory.isPending}
        error={submitCategory.error}
        onSubmit={(title, done) => submitCategory({ title }, { onSuccess: done })}
      />
      <TitleDialog
        opened={dialog === 'option'}
        onClose={close}
        title={t('catalogue.dialogs.option')}
        isSubmitting={createOption.isPending}
        error={submitOption.error}
        onSubmit={(title, done) => submitOption({ title, _competencyCat: categoryId }, { onSuccess: done })}
      />
      <TitleDialog
        opened={dialog === 'test'}
        onClose={close}
        title={t('catalogue.dialogs.test')}
        isSubmitting={createTest.isPending}
        error={submitTest.error}
        onSubmit={(title, done) => submitTest({ title, _competencyCategoryOption: optionId }, { onSuccess: done })}
      />
      <SubTestDialog opened={dialog === 'subTest'} onClose={close} testId={testId} />
      {linksOf ? (
        <LinksEditor
          testId={linksOf._competencyCatOptionTest}
          subTestId={linksOf._id}
          title={t('catalogue.links.title', { title: linksOf.title })}
          onClose={() => setLinksOf(null)}
        />
      ) : null}
    </Stack>
  );
}
export default CatalogueDashboardPage;
