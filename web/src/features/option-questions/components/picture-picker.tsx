import { useState } from 'react';
import { ActionIcon, Card, FileInput, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OPTION_PICTURES_MAX } from '@praxisport/contract/option-questions';
import { imageTypes } from '@praxisport/contract/uploads';
import { uploadFile } from '../../../lib/api-client';
import { alertSuccess, showApiError } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useSaveExtras } from '../api/option-answers';

/**
 * The picture picker of the abilitytoreflect set (OPTQ-03): images go through the upload flow
 * (pre-signed URL, PUT) and their stored addresses are saved with the set; teachers only see them.
 */
export function PicturePicker({ studentId, set, pictures, canEdit }: { studentId: string; set: string; pictures: string[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveExtras(studentId, set);
  const saveOnce = useSubmitOnce(save);
  const [uploading, setUploading] = useState(false);
  // the chosen files that were not taken, each named with its reason, at the field
  const [refused, setRefused] = useState<string[]>([]);
  const busy = uploading || save.isPending;

  const add = async (files: File[]) => {
    if (!files.length) return;
    // the pictures among the chosen files go up; a PDF beside them is refused by name, not all of them
    const isImage = (f: File) => (imageTypes as readonly string[]).includes(f.type);
    const images = files.filter(isImage);
    const room = Math.max(0, OPTION_PICTURES_MAX - pictures.length);
    const chosen = images.slice(0, room);
    setRefused([
      ...files.filter((f) => !isImage(f)).map((f) => t('optionQuestions.pictures.notImage', { name: f.name })),
      ...images.slice(room).map((f) => t('optionQuestions.pictures.noRoom', { name: f.name, max: OPTION_PICTURES_MAX })),
    ]);
    if (!chosen.length) return;
    setUploading(true);
    const added: string[] = [];
    try {
      for (const file of chosen) added.push(await uploadFile(file));
    } catch (err) {
      return showApiError(err);
    } finally {
      setUploading(false);
    }
    saveOnce({ pictures: [...pictures, ...added] }, { onSuccess: () => alertSuccess(t('optionQuestions.pictures.saved')) });
  };

  const remove = (address: string) =>
    saveOnce({ pictures: pictures.filter((p) => p !== address) }, { onSuccess: () => alertSuccess(t('optionQuestions.pictures.saved')) });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('optionQuestions.pictures.title')}
        </Title>
        {canEdit && (
          <FileInput
            label={t('optionQuestions.pictures.label')}
            description={t('optionQuestions.pictures.description')}
            placeholder={busy ? t('optionQuestions.pictures.uploading') : t('optionQuestions.pictures.placeholder')}
            error={refused.length > 0 ? refused.join(' ') : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            accept={imageTypes.join(',')}
            multiple
            clearable={false}
            value={[]}
            disabled={busy || pictures.length >= OPTION_PICTURES_MAX}
            onChange={(files) => void add(files)}
            maw={420}
          />
        )}
        {pictures.length === 0 ? (
          <Text c="gray.7" size="sm">
            {t('optionQuestions.pictures.empty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {pictures.map((p, i) => (
              <Group key={p} gap={4} align="flex-start" wrap="nowrap">
                <Image src={p} alt={t('optionQuestions.pictures.alt', { n: i + 1 })} radius="sm" h={120} fit="contain" style={{ minWidth: 0, flex: 1 }} />
                {canEdit && (
                  <ActionIcon variant="subtle" color="red.8" aria-label={`${t('optionQuestions.pictures.remove')} ${i + 1}`} onClick={() => remove(p)} disabled={busy}>
                    ×
                  </ActionIcon>
                )}
              </Group>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
