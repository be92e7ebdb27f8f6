import { useState } from 'react';
import { Badge, Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { portfolioAlerts, type PortfolioItemRow } from '@praxisport/contract/portfolio';
import { CatalogueTable } from '../../../components/ui/catalogue-table';
import { alertError } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useCreatePortfolioCategory } from '../api/create-category';
import { useCreatePortfolioItem } from '../api/create-item';
import { usePortfolioCategories } from '../api/get-categories';
import { usePortfolioItems } from '../api/get-items';
import { useUpdatePortfolioItem } from '../api/update-item';
import { ItemDialog } from '../components/item-dialog';
import { TitleOnlyDialog } from '../components/title-only-dialog';

/** /admin/trainingportfolio: 'Training Portfolio Categories' and 'Items' with add dialogs and an update per item (ADM-22..ADM-29, AMB-91). */
export function PortfolioAdminPage() {
  const { t } = useTranslation();
  const [categoryId, setCategoryId] = useState('');
  const [dialog, setDialog] = useState<'category' | 'item' | null>(null);
  const [editing, setEditing] = useState<PortfolioItemRow | null>(null);
  const categories = usePortfolioCategories();
  const items = usePortfolioItems(categoryId);
  const createCategory = useCreatePortfolioCategory();
  const createItem = useCreatePortfolioItem();
  const updateItem = useUpdatePortfolioItem();
  const submitCategory = useSubmitOnce(createCategory, { inline: true });
  const submitItem = useSubmitOnce(createItem, { inline: true });
  const submitUpdate = useSubmitOnce(updateItem, { inline: true });

  const addItem = () => (categoryId ? setDialog('item') : alertError(portfolioAlerts.selectCategory));

  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        {t('portfolio.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CatalogueTable
          id="portfolio-categories"
          title="Training Portfolio Categories"
          query={categories}
          rowKey={(r) => r._id}
          label={(r) => r.title}
          selectedId={categoryId}
          onSelect={(r) => setCategoryId(r._id)}
          onAdd={() => setDialog('category')}
        />
        <CatalogueTable
          id="portfolio-items"
          title="Items"
          query={items}
          placeholder={categoryId ? undefined : t('portfolio.selectCategoryFirst')}
          rowKey={(r) => r._id}
          label={(r) => r.title}
          detail={(r) => (
            <>
              <Badge component="span" size="sm" variant="filled" color="gray.7" mr={6}>
                {r.type}
              </Badge>
              {r.itemLearned}
            </>
          )}
          actions={(r) => (
            <Button size="xs" variant="default" onClick={() => setEditing(r)} aria-label={t('portfolio.updateLabel', { title: r.title })}>
              {t('common.update')}
            </Button>
          )}
          onAdd={addItem}
        />
      </SimpleGrid>
      <TitleOnlyDialog
        opened={dialog === 'category'}
        onClose={() => setDialog(null)}
        isSubmitting={createCategory.isPending}
        error={submitCategory.error}
        onSubmit={(title, done) => submitCategory({ title }, { onSuccess: done })}
      />
      {dialog === 'item' ? (
        <ItemDialog
          onClose={() => setDialog(null)}
          isSubmitting={createItem.isPending}
          error={submitItem.error}
          onSubmit={(values, done) => submitItem({ ...values, _trainingPortfolioCategory: categoryId }, { onSuccess: done })}
        />
      ) : null}
      {editing ? (
        <ItemDialog
          item={editing}
          onClose={() => setEditing(null)}
          isSubmitting={updateItem.isPending}
          error={submitUpdate.error}
          onSubmit={(values, done) => submitUpdate({ id: editing._id, body: values }, { onSuccess: done })}
        />
      ) : null}
    </Stack>
  );
}
export default PortfolioAdminPage;
