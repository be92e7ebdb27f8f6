import { Alert, Badge, Button, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  attendanceAlerts,
  attendanceMap,
  attendanceMessages,
  attendanceReasons,
  BLOCK_KEYS,
  blockTimes,
  isAttendanceEditable,
  reasonLabels,
  type AttendanceByDateResponse,
  type AttendanceEntry,
  type AttendanceMap,
  type SaveAttendanceBody,
} from '@praxisport/contract/attendance';
import { QueryState } from '../../../components/ui/query-state';
import { PendingBadge } from '../../../components/offline/pending-writes';
import { usePendingWrites } from '../../../lib/offline';
import { AuditHistoryButton, AuditHistoryDialog } from '../../../components/audit/audit-history-button';
import { formatDate } from '../../../lib/dates';
import { alertError, alertSuccess } from '../../../lib/notify';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { zodResolver } from '../../../lib/zod-form';
import { useAttendance } from '../api/get-attendance';
import { useAttendanceHistory } from '../api/get-attendance-history';
import { attendanceScope, useSaveAttendance } from '../api/save-attendance';
import classes from './attendance-list.module.css';

const PRESENT: AttendanceEntry = { '8': true, '10': true, '12': true, '13:45': true, reason: '' };
const schema = z.object({ attendance: attendanceMap });
const reasonOptions = attendanceReasons.map((value) => ({ value, label: reasonLabels[value] }));

/** Every student of the class: the saved entry, or present in all blocks without a reason (ATT-05). */
function initialMarks({ students, attendance }: AttendanceByDateResponse): AttendanceMap {
  return Object.fromEntries(students.map((s) => [s._id, attendance?.attendance[s._id] ?? PRESENT]));
}

/**
 * The attendance list of a day under the analysis (ATT-01..13): 'Bearbeitet' or 'Nicht Bearbeitet',
 * four block toggles and a reason per student, "all present", submit. Only supervisors submit and
 * only inside the 7-day window (outside it the day is shown read-only); the server checks both again.
 */
export function AttendanceList({ classId, date, isSupervisor }: { classId: string; date: string; isSupervisor: boolean }) {
  const query = useAttendance(classId, date);
  return (
    <QueryState query={query}>
      {(data) => <AttendanceForm key={`${date}|${data.attendance?.version ?? 0}`} classId={classId} date={date} data={data} isSupervisor={isSupervisor} />}
    </QueryState>
  );
}

function AttendanceForm({ classId, date, data, isSupervisor }: { classId: string; date: string; data: AttendanceByDateResponse; isSupervisor: boolean }) {
  const { t } = useTranslation();
  const save = useSaveAttendance();
  const submitOnce = useSubmitOnce(save);
  const form = useForm({ mode: 'controlled', initialValues: { attendance: initialMarks(data) }, validate: zodResolver(schema) });
  const isEditable = isAttendanceEditable(date);
  const isProcessed = data.attendance !== null;
  const scope = attendanceScope(classId, date);
  // a list still waiting on the device was made over this version: a second save offline replaces it
  const waiting = usePendingWrites(scope).find((w) => w.state === 'waiting')?.body as SaveAttendanceBody | undefined;
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(({ attendance }) => {
    // ATT-10, ATT-11: refused before any request
    if (!isSupervisor) return alertError(attendanceMessages.onlySupervisor);
    if (!isAttendanceEditable(date)) return alertError(attendanceMessages.windowClosed);
    const names = Object.fromEntries(data.students.map((s) => [s._id, `${s.firstName} ${s.name}`]));
    const version = waiting ? waiting.version : (data.attendance?.version ?? null);
    submitOnce(
      { body: { _grade: classId, date, attendance, version }, names, href: `${window.location.pathname}${window.location.search}` },
      {
        onSuccess: (sent) => {
          form.resetDirty();
          alertSuccess(sent.queued ? t('offline.queued') : attendanceAlerts.saved);
        },
      },
    );
  });
  const setEntry = (id: string, entry: AttendanceEntry) => form.setFieldValue(`attendance.${id}`, entry);
  const allPresent = () => form.setFieldValue('attendance', Object.fromEntries(data.students.map((s) => [s._id, PRESENT])));

  return (
    <form onSubmit={submit} noValidate aria-labelledby="attendance-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm">
            <Title order={2} size="h3" id="attendance-heading">
              {t('attendance.list.heading')}
            </Title>
            <Badge color={isProcessed ? 'teal.9' : 'gray.7'} variant="filled" size="lg" tt="none" data-testid="attendance-status">
              {isProcessed ? t('attendance.list.processed') : t('attendance.list.notProcessed')}
            </Badge>
            <PendingBadge scope={scope} />
          </Group>
          <Group gap="xs">
            {/* the supervisor sees every save of the day */}
            {isSupervisor && isProcessed && (
              <AttendanceHistory classId={classId} date={date} names={{ ...reasonLabels, ...Object.fromEntries(data.students.map((s) => [s._id, `${s.firstName} ${s.name}`])) }} />
            )}
            {isEditable && (
              <Button variant="light" onClick={allPresent} data-print="hide">
                {t('attendance.list.allPresent')}
              </Button>
            )}
          </Group>
        </Group>
        {/* ATT-11: the day is read-only; the specification's alert names why */}
        {!isEditable && (
          <Alert color="gray" variant="light" title={attendanceMessages.windowClosed} id="attendance-locked" data-print="hide">
            {t('attendance.list.locked')}
          </Alert>
        )}
        {data.students.length === 0 ? (
          <Text c="gray.7" role="status">
            {t('attendance.list.empty')}
          </Text>
        ) : (
          <div role="list" aria-label={t('attendance.list.heading')}>
            {data.students.map((s) => {
              const name = `${s.firstName} ${s.name}`;
              const entry = form.values.attendance[s._id] ?? PRESENT;
              return (
                <div key={s._id} className={classes.row} role="listitem" data-testid="attendance-row">
                  <Text className={classes.name}>{name}</Text>
                  <div className={classes.blocks}>
                    {BLOCK_KEYS.map((k) => {
                      const [from, to] = blockTimes[k].split('-');
                      return (
                        <Checkbox.Card
                          key={k}
                          className={classes.toggle}
                          radius="md"
                          checked={entry[k]}
                          disabled={!isEditable}
                          onClick={() => setEntry(s._id, { ...entry, [k]: !entry[k] })}
                          aria-label={t('attendance.list.blockOf', { name, time: blockTimes[k] })}
                        >
                          <Text size="sm" fw={700} lh={1.2}>
                            <span aria-hidden>{entry[k] ? '✓ ' : '✗ '}</span>
                            {from}
                          </Text>
                          <Text size="xs" lh={1.2}>
                            -{to}
                          </Text>
                        </Checkbox.Card>
                      );
                    })}
                  </div>
                  <Select
                    aria-label={t('attendance.list.reasonOf', { name })}
                    placeholder={t('attendance.list.noReason')}
                    data={reasonOptions}
                    value={entry.reason || null}
                    onChange={(v) => setEntry(s._id, { ...entry, reason: (v ?? '') as AttendanceEntry['reason'] })}
                    clearable
                    disabled={!isEditable}
                    comboboxProps={{ withinPortal: true }}
                  />
                </div>
              );
            })}
          </div>
        )}
        <Group justify="flex-end" data-print="hide">
          <Button type="submit" size="md" loading={save.isPending} disabled={!isEditable} aria-describedby={isEditable ? undefined : 'attendance-locked'}>
            {t('attendance.list.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Every save of the day, who and what: loaded when opened. */
function AttendanceHistory({ classId, date, names }: { classId: string; date: string; names: Record<string, string> }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const query = useAttendanceHistory(classId, date, opened);
  return (
    <>
      <AuditHistoryButton onClick={() => setOpened(true)} />
      <AuditHistoryDialog opened={opened} onClose={() => setOpened(false)} title={t('audit.attendanceTitle', { date: formatDate(date) })} query={query} names={names} />
    </>
  );
}
