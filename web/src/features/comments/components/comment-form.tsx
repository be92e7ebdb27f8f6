import { Button, Group, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH, commentBody } from '@praxisport/contract/comments';
import { PendingWrites } from '../../../components/offline/pending-writes';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { lengthCounter, zodResolver } from '../../../lib/zod-form';
import { commentScope, useCreateComment } from '../api/create-comment';

const commentSchema = commentBody.pick({ comment: true });

/**
 * The teacher's textarea ('Leave Comment') and 'Senden' (CMT-04..07). Empty or blank text sends
 * nothing (AMB-59); a text over the limit is refused with a message, never cut; the counter shows the limit.
 */
export function CommentForm({ teacherId, studentId, studentName }: { teacherId: string; studentId: string; studentName: string }) {
  const { t } = useTranslation();
  const create = useCreateComment({ teacherId, studentId, studentName });
  const submitOnce = useSubmitOnce(create);
  const form = useForm({ mode: 'controlled', initialValues: { comment: '' }, validate: zodResolver(commentSchema) });

  const submit = form.onSubmit(({ comment }) =>
    submitOnce(comment.trim(), {
      onSuccess: (sent) => {
        form.reset();
        if (sent.queued) alertSuccess(t('offline.queued'));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Textarea
        label={t('comments.form.label')}
        placeholder={t('comments.form.placeholder')}
        description={lengthCounter(form.values.comment, COMMENT_MAX_LENGTH)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autosize
        minRows={3}
        maxRows={12}
        {...form.getInputProps('comment')}
      />
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={create.isPending}>
          {t('comments.form.submit')}
        </Button>
      </Group>
      <PendingWrites scope={commentScope(studentId)} />
    </form>
  );
}
