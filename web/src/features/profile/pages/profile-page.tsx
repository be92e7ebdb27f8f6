import { useState } from 'react';
import { Button, FileInput, Group, Image, Paper, PasswordInput, Progress, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { changePasswordBody } from '@praxisport/contract/auth';
import { imageTypes } from '@praxisport/contract/uploads';
import type { ProfileResponse } from '@praxisport/contract/profile';
import { QueryState } from '../../../components/ui/query-state';
import { alertError, alertSuccess } from '../../../lib/notify';
import { useChangePassword } from '../../../lib/api/change-password';
import { useUserSession } from '../../../lib/session';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { zodResolver } from '../../../lib/zod-form';
import { useProfile, useReplaceImage, useSaveProfile } from '../api/profile';
import { usePreferences, useSavePreferences } from '../api/preferences';

function ContactSection({ profile }: { profile: ProfileResponse }) {
  const { t, i18n } = useTranslation();
  const save = useSaveProfile();
  const saveOnce = useSubmitOnce(save);
  const [contact, setContact] = useState(profile.contact ?? '');
  const [language, setLanguage] = useState<string>(profile.language);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const lang = language === 'en' ? 'en' : 'de';
    saveOnce(
      { contact: contact.trim() || undefined, language: lang },
      {
        onSuccess: () => {
          void i18n.changeLanguage(lang);
          alertSuccess(t('profile.saved'));
        },
      },
    );
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="profile-contact">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz={18} id="profile-contact">
            {t('profile.contactTitle')}
          </Title>
          <Text size="sm">
            {profile.firstName} {profile.name} · {profile.email}
          </Text>
          <TextInput label={t('profile.phone')} value={contact} onChange={(e) => setContact(e.currentTarget.value)} autoComplete="tel" />
          <Select
            label={t('profile.language')}
            value={language}
            onChange={(v) => v && setLanguage(v)}
            allowDeselect={false}
            data={[
              { value: 'de', label: 'Deutsch' },
              { value: 'en', label: 'English' },
            ]}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** A stored file address (absolute, with the server's origin) as a path on this origin. */
function sameOriginPath(address: string): string {
  try {
    return new URL(address, window.location.origin).pathname;
  } catch {
    return address;
  }
}

function ImageField({ field, current }: { field: 'profile' | 'signature'; current: string | null }) {
  const { t } = useTranslation();
  const replace = useReplaceImage(field);
  const replaceOnce = useSubmitOnce(replace);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = () => {
    if (!file) return alertError(t('profile.chooseFile'));
    setProgress(0);
    replaceOnce(
      { file, onProgress: setProgress },
      {
        onSuccess: () => {
          setFile(null);
          alertSuccess(t('profile.saved'));
        },
        onSettled: () => setProgress(null),
      },
    );
  };
  return (
    <Stack gap={6}>
      <FileInput
        label={t(`profile.${field}`)}
        description={current ? t('profile.hasImage') : t('profile.noImage')}
        placeholder={t('profile.chooseFile')}
        accept={imageTypes.join(',')}
        value={file}
        onChange={setFile}
        clearable
        clearButtonProps={{ 'aria-label': t('profile.clearFile') }}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        styles={{ description: { color: 'var(--mantine-color-gray-7)' }, placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        fileInputProps={{ 'data-testid': `profile-${field}-file` } as React.ComponentProps<'input'>}
      />
      {current && (
        // the stored address on this origin: the session cookie goes along, and the server lets only the owner,
        // the class's teachers and admins read it (decision 004)
        <Image src={sameOriginPath(current)} alt={t(`profile.currentAlt.${field}`)} maw={240} mah={160} w="auto" fit="contain" radius="sm" bd="1px solid var(--mantine-color-gray-4)" bg="white" />
      )}
      {progress !== null && <Progress value={Math.round(progress * 100)} aria-label={t('profile.uploading')} size="sm" animated />}
      <Group>
        <Button variant="light" onClick={upload} loading={replace.isPending} disabled={!file}>
          {t('profile.upload')}
        </Button>
      </Group>
    </Stack>
  );
}

function PasswordSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const submitOnce = useSubmitOnce(change);
  // the contract's limits (8 to 200 characters); an empty current password says 'Bitte ausfüllen.'
  const schema = changePasswordBody
    .extend({
      currentPassword: z.string().min(1, { error: t('profile.required') }).pipe(changePasswordBody.shape.currentPassword),
      repeat: z.string(),
    })
    .refine((v) => v.repeat === v.newPassword, { error: t('passwordReset.reset.differ'), path: ['repeat'] });
  const form = useForm({ mode: 'controlled', initialValues: { currentPassword: '', newPassword: '', repeat: '' }, validate: zodResolver(schema) });
  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    submitOnce(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          alertSuccess(t('profile.passwordChanged'));
        },
      },
    ),
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="profile-password">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz={18} id="profile-password">
            {t('profile.passwordTitle')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('profile.passwordIntro')}
          </Text>
          <PasswordInput label={t('profile.currentPassword')} autoComplete="current-password" {...form.getInputProps('currentPassword')} />
          <PasswordInput label={t('profile.newPassword')} autoComplete="new-password" {...form.getInputProps('newPassword')} />
          <PasswordInput label={t('passwordReset.reset.repeat')} autoComplete="new-password" {...form.getInputProps('repeat')} />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('profile.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function EmailSwitches() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const save = useSavePreferences();
  const saveOnce = useSubmitOnce(save);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="profile-mails">
      <Stack gap="sm">
        <Title order={2} fz={18} id="profile-mails">
          {t('profile.mailsTitle')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('profile.mailsIntro')}
        </Text>
        <QueryState query={prefs} isEmpty={(d) => Object.keys(d.email).length === 0} empty={t('profile.noKinds')}>
          {(d) =>
            Object.entries(d.email).map(([kind, on]) => (
              <Switch
                key={kind}
                label={t(`notifications.kindLabels.${kind}`)}
                checked={on}
                disabled={save.isPending}
                onChange={(e) => saveOnce({ email: { [kind]: e.currentTarget.checked } })}
              />
            ))
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}

/** /profile: the own profile from the top bar menu. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  // an account of the school's provider has no password of its own to change
  const hasPassword = !useUserSession()?.providerOnly;
  return (
    <Stack maw={640} mx="auto" gap="md">
      <Title order={1} fz={24}>
        {t('profile.title')}
      </Title>
      <QueryState query={profile}>
        {(p) => (
          <>
            <ContactSection profile={p} />
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="profile-images">
              <Stack gap="md">
                <Title order={2} fz={18} id="profile-images">
                  {t('profile.imagesTitle')}
                </Title>
                <ImageField field="profile" current={p.profile} />
                <ImageField field="signature" current={p.signature} />
              </Stack>
            </Paper>
            {hasPassword && <PasswordSection />}
            <EmailSwitches />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
export default ProfilePage;
