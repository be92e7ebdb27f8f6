import { Alert, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isUuid } from '../../../lib/ids';
import { showApiError } from '../../../lib/notify';
import { useUserSession } from '../../../lib/session';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useItem } from '../api/get-item';
import { useUpdatePoint } from '../api/update-point';
import { DoneCount } from '../components/done-count';
import { PageHead } from '../components/page-head';
import { PointList } from '../components/point-list';

/**
 * Item A at /itema/{itemId}: the six points with their switches (ITEM-01..07). A teacher's switch
 * shows its new state at once and goes back, with the server's message, if the server refuses.
 */
export function ItemPage() {
  const { t } = useTranslation();
  const { itemId } = useParams();
  const session = useUserSession();
  const isValid = isUuid(itemId);
  const query = useItem(isValid ? itemId : undefined);
  const update = useUpdatePoint(itemId ?? '');
  if (!isValid) return <NotFound />;
  const canToggle = session?.user.userType === 'teacher';
  const owner = query.data?.owner;
  const back = owner ? (owner.fName !== undefined ? `/forma/${owner._student}/${owner._id}` : `/reviewa/${owner._id}`) : undefined;
  return (
    <Stack gap="md" maw={800} mx="auto">
      <PageHead
        back={back ? { to: back, label: t('reviews.item.backToForm') } : undefined}
        title={query.data?.item.itemName ?? ''}
        subtitle={owner && (owner.fName ?? owner.rName)}
        actions={query.data && <DoneCount item={query.data.item} />}
      />
      <QueryState query={query}>
        {({ item }) => (
          <>
            {item.itemDesc && <Text style={{ whiteSpace: 'pre-wrap' }}>{item.itemDesc}</Text>}
            {!canToggle && (
              <Alert color="gray" variant="light">
                {t('reviews.item.readOnly')}
              </Alert>
            )}
            <Group>
              <Text fw={600}>{t('reviews.item.points')}</Text>
            </Group>
            <PointList
              itemId={item._id}
              points={item.points}
              canToggle={canToggle}
              onToggle={(point, done) => update.mutate({ pointId: point._id, done, name: point.name }, { onError: showApiError })}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

export default ItemPage;
