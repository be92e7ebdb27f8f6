import type { ItemRow } from '@praxisport/contract/reviews';
import { DoneCount } from './done-count';
import { LinkList } from './link-list';

/** The items of a form or review, each with its done count, opening /itema/{itemId} (FORM-06, FORM-07, REV-08, REV-09). */
export function ItemList({ items, label }: { items: ItemRow[]; label: string }) {
  return <LinkList label={label} rows={items.map((i) => ({ id: i._id, label: i.itemName, to: `/itema/${i._id}`, right: <DoneCount item={i} /> }))} />;
}
