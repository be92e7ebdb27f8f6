import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { talkTypes, type TalkType } from '@praxisport/contract/talks';

/** The three talks of the student, one link each (LIST-06 targets), the open one marked. */
export function TalkTypeNav({ studentId, current }: { studentId: string; current: TalkType }) {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('talks.navLabel')} gap="xs" wrap="wrap">
      {talkTypes.map((type) => (
        <Button
          key={type}
          component={Link}
          to={`/talksform/${type}/${studentId}`}
          variant={type === current ? 'filled' : 'light'}
          aria-current={type === current ? 'page' : undefined}
          size="compact-md"
        >
          {t(`talks.types.${type}`)}
        </Button>
      ))}
    </Group>
  );
}
