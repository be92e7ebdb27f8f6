import { Button, Group, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateComment } from '../api/create-comment';

const MAX_LENGTH = 5000;

/** The teacher's textarea ('Leave Comment') and 'Senden' (CMT-04..07); empty or blank text sends nothing (AMB-59). */
export function CommentForm({ teacherId, studentId }: { teacherId: string; studentId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const create = useCreateComment({ teacherId, studentId });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const comment = text.trim();
    if (!comment || create.isPending) return;
    create.mutate(comment, { onSuccess: () => setText('') });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Textarea
        label={t('comments.form.label')}
        placeholder={t('comments.form.placeholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={MAX_LENGTH}
      />
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={create.isPending}>
          {t('comments.form.submit')}
        </Button>
      </Group>
    </form>
  );
}
