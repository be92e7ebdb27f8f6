import { ActionIcon, Group, Stack, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { attendingPeopleSchema, reviewAlerts, type ReviewRow } from '@praxisport/contract/reviews';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { lengthCounter, maxLengthOf, zodResolver } from '../../../lib/zod-form';
import { useUpdateReview } from '../api/update-review';
import { isoToUs, isWithinPickerBounds, usToIso } from '../../../lib/dates';
import { SaveIcon } from './icons';

const MAX_PEOPLE = maxLengthOf(attendingPeopleSchema);

/** Review A's date (month/day/year) and attending people; a teacher edits and saves them (REV-06, REV-07, REV-12, AMB-53). */
export function ReviewDetailsForm({ review, canEdit }: { review: ReviewRow; canEdit: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateReview();
  const schema = z.object({
    rDate: z
      .string()
      .refine((v) => usToIso(v) !== undefined, { error: t('reviews.review.dateFormat'), abort: true })
      // the date pickers' bounds (AMB-144): checked here, so the server is not asked
      .refine((v) => isWithinPickerBounds(usToIso(v)), { error: t('reviews.review.dateRange') }),
    attendingPeople: attendingPeopleSchema,
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: { rDate: isoToUs(review.rDate), attendingPeople: review.attendingPeople },
    validate: zodResolver(schema),
  });
  const submitOnce = useSubmitOnce(update, { form });

  if (!canEdit) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={600}>{t('reviews.review.date')}</Text>
        <Text>{review.rDate ? isoToUs(review.rDate) : t('reviews.review.noDate')}</Text>
        <Text size="sm" fw={600} mt="xs">{t('reviews.review.attendingPeople')}</Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{review.attendingPeople || t('reviews.review.nobody')}</Text>
      </Stack>
    );
  }

  const submit = form.onSubmit(({ rDate, attendingPeople }) =>
    submitOnce(
      { _id: review._id, rDate: usToIso(rDate) ?? null, attendingPeople: attendingPeople.trim() },
      {
        onSuccess: ({ review: saved }) => {
          form.setInitialValues({ rDate: isoToUs(saved.rDate), attendingPeople: saved.attendingPeople });
          form.reset();
          alertSuccess(reviewAlerts.reviewSaved);
        },
      },
    ),
  );
  const save = t('reviews.review.save');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('reviews.review.date')}
          description={t('reviews.review.dateHint')}
          placeholder={t('reviews.review.datePlaceholder')}
          inputMode="numeric"
          maw={220}
          {...form.getInputProps('rDate')}
        />
        <Textarea
          label={t('reviews.review.attendingPeople')}
          placeholder={t('reviews.review.attendingPeoplePlaceholder')}
          description={lengthCounter(form.values.attendingPeople, MAX_PEOPLE)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={2}
          {...form.getInputProps('attendingPeople')}
        />
        <Group justify="flex-end">
          <Tooltip label={save}>
            <ActionIcon type="submit" size="xl" aria-label={save} loading={update.isPending}>
              <SaveIcon />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Stack>
    </form>
  );
}
