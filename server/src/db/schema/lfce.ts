import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { lfces } from './attendance';
import { portfolioItems } from './portfolio';

/** The learning objectives of an LFCE: training portfolio items (LFCE-17, AMB-133). */
export const lfceLearningObjectives = pgTable(
  'lfce_learning_objectives',
  {
    lfceId: uuid()
      .notNull()
      .references(() => lfces.id, { onDelete: 'cascade' }),
    itemId: uuid()
      .notNull()
      .references(() => portfolioItems.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.lfceId, t.itemId] }), index('lfce_learning_objectives_item_id_idx').on(t.itemId)],
);
