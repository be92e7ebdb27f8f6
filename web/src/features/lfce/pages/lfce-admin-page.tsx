import { useState } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LfceRow } from '@praxisport/contract/register-analysis';
import { CatalogueTable } from '../../../components/ui/catalogue-table';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useCreateLfce } from '../api/create-lfce';
import { useLfces } from '../../../lib/api/get-lfces';
import { useUpdateLfce } from '../api/update-lfce';
import { LfceDialog } from '../components/lfce-dialog';

/** Reloads the page after an update, as specified (LFCE-15, AMB-134). */
export const reloadPage = { run: () => window.location.reload() };

/** /admin/lfce: the table 'LFCEs' with Add and an Update per row (LFCE-01..LFCE-16). */
export function LfceAdminPage() {
  const { t } = useTranslation();
  const lfces = useLfces();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<LfceRow | null>(null);
  const create = useCreateLfce();
  const update = useUpdateLfce();
  const submitCreate = useSubmitOnce(create, { inline: true });
  const submitUpdate = useSubmitOnce(update, { inline: true });
  return (
    <Stack gap="lg">
      <Title order={1} fz={28}>
        LFCE
      </Title>
      <CatalogueTable
        id="lfces"
        title="LFCEs"
        query={lfces}
        rowKey={(r) => r._id}
        label={(r) => r.title}
        detail={(r) => [r.competencyIV, r._learningObjectives.map((o) => o.title).join(', ')].filter(Boolean).join(' · ')}
        actions={(r) => (
          <Button size="xs" variant="default" onClick={() => setEditing(r)} aria-label={t('lfce.updateLabel', { title: r.title })}>
            {t('common.update')}
          </Button>
        )}
        onAdd={() => setAdding(true)}
      />
      {adding ? <LfceDialog onClose={() => setAdding(false)} isSubmitting={create.isPending} error={submitCreate.error} onSubmit={(v) => submitCreate(v, { onSuccess: () => setAdding(false) })} /> : null}
      {editing ? (
        <LfceDialog
          lfce={editing}
          onClose={() => setEditing(null)}
          isSubmitting={update.isPending}
          error={submitUpdate.error}
          onSubmit={(v) =>
            submitUpdate(
              { ...v, _id: editing._id },
              {
                onSuccess: () => {
                  setEditing(null);
                  reloadPage.run();
                },
              },
            )
          }
        />
      ) : null}
    </Stack>
  );
}
export default LfceAdminPage;
