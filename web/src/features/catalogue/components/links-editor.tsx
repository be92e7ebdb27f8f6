import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { addSubTestLinksBody, catalogueAlerts, type SubTestLinks } from '@praxisport/contract/catalogue';
import { QueryState } from '../../../components/ui/query-state';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { FormError } from '../../../components/ui/form-error';
import { zodResolver } from '../../../lib/zod-form';
import { useSubTestLinks } from '../api/get-sub-test-links';
import { useSetSubTestLinks } from '../api/set-sub-test-links';
import { LinkFields } from './sub-test-dialog';

const schema = addSubTestLinksBody.omit({ _test: true, _subTest: true });

function LinksForm({ links, onClose }: { links: SubTestLinks; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetSubTestLinks();
  const form = useForm({
    mode: 'controlled',
    initialValues: { subTitle: links.subTitle, videoLink: links.videoLink, audioLink: links.audioLink, pdfLink1: links.pdfLink1, pdfLink2: links.pdfLink2 },
    validate: zodResolver(schema),
  });
  const submitOnce = useSubmitOnce(save, { form, inline: true });
  const submit = form.onSubmit((values) =>
    submitOnce(
      { ...values, _test: links._test, _subTest: links._subTest },
      {
        onSuccess: () => {
          alertSuccess(catalogueAlerts.linksUpdated);
          onClose();
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label={t('catalogue.fields.subTitle')} data-autofocus {...form.getInputProps('subTitle')} />
        <LinkFields form={form} />
        <FormError error={submitOnce.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('catalogue.links.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The links editor of a sub-test, loaded with GET subTestLinks/{testId}/{subTestId} (ADM-17..ADM-19). */
export function LinksEditor({ testId, subTestId, title, onClose }: { testId: string; subTestId: string; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const links = useSubTestLinks(testId, subTestId);
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('common.closeDialog') }}>
      <QueryState query={links}>{(data) => <LinksForm links={data} onClose={onClose} />}</QueryState>
    </Modal>
  );
}
