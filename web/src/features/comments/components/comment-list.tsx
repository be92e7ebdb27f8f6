import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CommentRow } from '@praxisport/contract/comments';
import { formatCommentTime } from '../../../lib/dates';

/**
 * Each comment with the teacher's name, the text and the time (CMT-02). The text is a React text
 * node, never HTML; line breaks are kept by white-space: pre-wrap.
 */
export function CommentList({ comments }: { comments: CommentRow[] }) {
  const { t } = useTranslation();
  if (comments.length === 0)
    return (
      <Text c="gray.7" role="status">
        {t('comments.empty')}
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('comments.listLabel')}>
      {comments.map((c) => (
        <Paper component="li" key={c._id} withBorder radius="md" p="md" data-testid="comment">
          <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
            <Text fw={600}>{`${c._teacher.firstName} ${c._teacher.name}`.trim()}</Text>
            <Text size="sm" c="gray.7" component="time" dateTime={c.createdAt}>
              {formatCommentTime(c.createdAt)}
            </Text>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.comment}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
