import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { POINTS_PER_ITEM, type ItemRow } from '@praxisport/contract/reviews';

/** "{done}/6" of an item (FORM-06, REV-08, ITEM-07), with the full sentence for screen readers. */
export function DoneCount({ item }: { item: ItemRow }) {
  const { t } = useTranslation();
  const done = item.points.filter((p) => p.done).length;
  const values = { done, total: POINTS_PER_ITEM };
  return (
    <Badge variant={done === POINTS_PER_ITEM ? 'filled' : 'light'} color={done === POINTS_PER_ITEM ? 'teal.9' : 'blue'} size="lg" aria-label={t('reviews.countLabel', values)}>
      {t('reviews.count', values)}
    </Badge>
  );
}
