import { useId, useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentPortfolioCategory, StudentPortfolioItem } from '@praxisport/contract/portfolio';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { formatGermanDateTime } from '../../../lib/dates';
import { fullName } from './format';
import { PendingBadge } from '../../../components/offline/pending-writes';
import { tickScope } from '../api/update-tick';
import classes from '../pages/training-portfolio-page.module.css';

type Side = 'teacher' | 'student';

export interface TickBoxProps {
  item: StudentPortfolioItem;
  side: Side;
  /** Whether the signed-in user signs this side (PORT-09, PORT-10). */
  mine: boolean;
  busy: boolean;
  onTick: (item: StudentPortfolioItem, side: Side, checked: boolean) => void;
  /** The other side's box: 'Action not allowed', nothing sent (PORT-11). */
  onRefused: () => void;
}

function TickBox({ item, side, mine, busy, onTick, onRefused }: TickBoxProps) {
  const { t } = useTranslation();
  const tp = item.trainingPortfolio;
  const checked = side === 'teacher' ? tp.teacherChecked : tp.studentChecked;
  const by = side === 'teacher' ? tp.teacherCheckedBy : tp.studentCheckedBy;
  const at = side === 'teacher' ? tp.teacherCheckedAt : tp.studentCheckedAt;
  return (
    <Stack gap={2}>
      <Checkbox
        aria-label={t(side === 'teacher' ? 'portfolio.student.tickTeacher' : 'portfolio.student.tickStudent', { title: item.title })}
        checked={checked}
        // the other side's box stays as it is: marked disabled, and a click only says why (PORT-11)
        aria-disabled={!mine || undefined}
        className={mine ? undefined : classes.otherSide}
        onChange={(e) => (mine ? !busy && onTick(item, side, e.currentTarget.checked) : onRefused())}
      />
      <PendingBadge scope={tickScope(tp._student, item._id, side)} />
      {checked && by && at && (
        <Text size="xs" c="gray.7">
          {t('portfolio.student.confirmedBy', { name: fullName(by), date: formatGermanDateTime(at) })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * One training category (PORT-07): its title and a button that shows or hides its item table
 * (PORT-08: title, itemLearned, teacherChecked, studentChecked). Printing shows every table.
 */
export function PortfolioCategory({ category, ...box }: { category: StudentPortfolioCategory } & Omit<TickBoxProps, 'item' | 'side' | 'mine'> & { mySide: Side | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const { mySide, ...rest } = box;
  const done = category.items.filter((i) => i.trainingPortfolio.teacherChecked && i.trainingPortfolio.studentChecked).length;
  const columns: Column<StudentPortfolioItem>[] = [
    { key: 'title', header: t('portfolio.student.columns.title'), cell: (i) => <Text fw={600} size="sm">{i.title}</Text> },
    { key: 'itemLearned', header: t('portfolio.student.columns.itemLearned'), cell: (i) => <Text size="sm">{i.itemLearned}</Text> },
    { key: 'teacherChecked', header: t('portfolio.student.columns.teacherChecked'), cell: (i) => <TickBox item={i} side="teacher" mine={mySide === 'teacher'} {...rest} /> },
    { key: 'studentChecked', header: t('portfolio.student.columns.studentChecked'), cell: (i) => <TickBox item={i} side="student" mine={mySide === 'student'} {...rest} /> },
  ];
  return (
    <Paper withBorder p="md" className={classes.category} data-category={category._id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Button
            variant="subtle"
            px={0}
            aria-expanded={open}
            aria-controls={id}
            aria-label={t(open ? 'portfolio.student.hideItems' : 'portfolio.student.showItems', { title: category.title })}
            onClick={() => setOpen((o) => !o)}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            h="auto"
            py={4}
          >
            <Text component="span" fw={700} size="lg">
              {open ? '▾' : '▸'} {category.title}
            </Text>
          </Button>
          <Text size="sm" c="gray.7">
            {t('portfolio.student.itemCount', { done, count: category.items.length })}
          </Text>
        </Group>
        <div id={id} hidden={!open} className={classes.items}>
          <ResponsiveTable columns={columns} rows={category.items} rowKey={(i) => i._id} empty={t('portfolio.student.noItems')} />
        </div>
      </Stack>
    </Paper>
  );
}
