import { Button, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { QueryState } from '../../../components/ui/query-state';
import { useUserSession } from '../../../lib/session';
import { useMyClasses } from '../../../lib/api/get-my-classes';
import { useNotJoinedClasses } from '../api/get-not-joined-classes';
import { useJoinClass } from '../api/join-class';
import { ClassesTable } from '../components/classes-table';
import { useClassMenu } from '../hooks/use-class-menu';
import { filterClasses } from '../utils/filter-classes';

// the form (and with it zod) loads when a supervisor first opens it, not with the page
const CreateClassModal = lazy(() => import('../components/create-class-modal').then((m) => ({ default: m.CreateClassModal })));

type Mode = 'mine' | 'join';

/** /classes for supervisors and teachers (CLS-01..16, AMB-30, AMB-32, AMB-38, AMB-39). */
export function ClassesPage() {
  const { t } = useTranslation();
  const session = useUserSession();
  const userId = session?.user._id ?? '';
  const isTeacher = session?.user.userType === 'teacher';
  const isSupervisor = session?.user.userType === 'supervisor';
  const [mode, setMode] = useState<Mode>('mine');
  const [search, setSearch] = useState('');
  const [isCreateOpen, setCreateOpen] = useState(false);
  const [wasCreateOpened, setCreateOpened] = useState(false);

  const mine = useMyClasses(userId);
  const isJoinMode = isTeacher && mode === 'join';
  // the join list grows with the school: paged, and searched on the server
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const notJoined = useNotJoinedClasses(userId, debouncedSearch, isJoinMode);
  const join = useJoinClass(userId);
  const joinOnce = useSubmitOnce(join);
  useClassMenu(mine.data?.classes, null);

  const joinable = { ...notJoined, data: notJoined.data ? { classes: notJoined.data.pages.flatMap((p) => p.classes) } : undefined };
  const source = isJoinMode ? joinable : mine;

  const onJoin = (classId: string) => joinOnce(classId, { onSuccess: () => alertSuccess(t('classes.joined')) });

  return (
    <Stack gap="md" maw={960} mx="auto">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('classes.title')}
        </Title>
        {isSupervisor && <Button
            onClick={() => {
              setCreateOpened(true);
              setCreateOpen(true);
            }}
          >{t('classes.create.open')}</Button>}
      </Group>
      <Group align="flex-end" gap="md">
        {isTeacher && (
          <SegmentedControl
            aria-label={t('classes.mode.label')}
            value={mode}
            onChange={(v) => setMode(v as Mode)}
            data={[
              { value: 'mine', label: t('classes.mode.mine') },
              { value: 'join', label: t('classes.mode.join') },
            ]}
          />
        )}
        <TextInput
          type="search"
          label={t('classes.search.label')}
          placeholder={t('classes.search.placeholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
          maw={360}
        />
      </Group>
      <QueryState query={source} isEmpty={(d) => d.classes.length === 0 && !(isJoinMode && debouncedSearch.trim())} empty={t('classes.empty')}>
        {(d) => (
          <ClassesTable
            classes={filterClasses(d.classes, search)}
            empty={t('classes.noMatch')}
            mode={isJoinMode ? 'join' : 'mine'}
            onJoin={onJoin}
            joiningId={join.isPending ? join.variables : null}
          />
        )}
      </QueryState>
      {isJoinMode && notJoined.hasNextPage && (
        <Button variant="light" onClick={() => void notJoined.fetchNextPage()} loading={notJoined.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          {t('classes.more')}
        </Button>
      )}
      {isSupervisor && wasCreateOpened && (
        <Suspense fallback={null}>
          <CreateClassModal opened={isCreateOpen} onClose={() => setCreateOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

export default ClassesPage;
