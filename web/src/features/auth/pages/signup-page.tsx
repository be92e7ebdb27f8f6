import { useId } from 'react';
import { Anchor, Button, Input, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signupUserTypes } from '@praxisport/contract/common';
import { ApiError } from '../../../lib/api-client';
import { utcToday } from '../../../lib/dates';
import { keepAlerts } from '../../../lib/keep-alerts';
import { alertError, alertSuccess, apiErrorMessage } from '../../../lib/notify';
import { translateServerMessage } from '../../../lib/server-messages';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useSignUp } from '../api/register';
import { AuthCard } from '../../../components/ui/auth-card';
import { ImageFileField } from '../components/image-file-field';
import { StudentFields, SupervisorFields } from '../components/signup-role-fields';
import { initialSignUpValues, parseSignUp, signUpAlert, validateSignUp, withUserType, type SignUpField, type SignUpValues } from '../components/signup-form';


/**
 * Sign up at /signup (AUTH-14..AUTH-34): type switch (default teacher), common fields, the images
 * with previews, class and placements for students, LF/CE for supervisors.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const submitOnce = useSubmitOnce(signUp);
  const form = useForm<SignUpValues>({ mode: 'controlled', initialValues: initialSignUpValues(), validate: validateSignUp });
  const typeLabelId = useId();
  const values = form.values;
  const inputProps = (field: SignUpField) => form.getInputProps(field);
  const text = (key: 'name' | 'firstName' | 'username' | 'email' | 'contact' | 'dob') => ({ label: t(`auth.signup.${key}`), required: true, ...inputProps(key) });

  // every field error shows beside its field; the alert names the first rule broken (D1 §5)
  const onInvalid = (errors: Record<string, unknown>) => {
    const alert = signUpAlert(form.getValues());
    if (alert === 'invalid') alertError(String(Object.values(errors)[0] ?? t('auth.messages.incomplete')));
    else alertError(t(`auth.messages.${alert}`));
  };

  const submit = form.onSubmit((v) => {
    const fields = parseSignUp(v);
    if (!fields || !v.profile || !v.signature) return;
    submitOnce(
      { fields, profile: v.profile, signature: v.signature },
      {
        onSuccess: () => {
          alertSuccess(t('auth.messages.created'));
          void navigate('/signin', { state: keepAlerts });
        },
        onError: (err) => {
          if (!(err instanceof ApiError)) return console.error(err); // no response: only logged (AUTH-13)
          alertError(apiErrorMessage(err));
          for (const m of err.messages) if (m.path) form.setFieldError(m.path, translateServerMessage(m.message, err.code));
        },
      },
    );
  }, onInvalid);

  const section = (key: string) => (
    <Title order={2} fz="md" mt="xs">
      {t(`auth.signup.${key}`)}
    </Title>
  );

  return (
    <AuthCard title={t('auth.signup.title')} intro={t('auth.signup.intro')} size={880}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div role="group" aria-labelledby={typeLabelId}>
            <Input.Label id={typeLabelId} mb={4}>
              {t('auth.userTypes.label')}
            </Input.Label>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              {signupUserTypes.map((type) => (
                <Button
                  key={type}
                  type="button"
                  variant={values.userType === type ? 'filled' : 'default'}
                  aria-pressed={values.userType === type}
                  onClick={() => {
                    form.setValues(withUserType(form.getValues(), type));
                    form.clearErrors();
                  }}
                >
                  {t(`auth.userTypes.${type}`)}
                </Button>
              ))}
            </SimpleGrid>
          </div>

          {section('personal')}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput {...text('name')} autoComplete="family-name" />
            <TextInput {...text('firstName')} autoComplete="given-name" />
            <TextInput {...text('dob')} type="date" min="1900-01-01" max={utcToday()} />
            <TextInput
              {...text('contact')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              description={t('auth.signup.contactHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
            />
          </SimpleGrid>

          {section('account')}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput {...text('username')} autoComplete="username" />
            <TextInput {...text('email')} type="email" autoComplete="email" />
            <PasswordInput
              label={t('auth.signup.password')}
              required
              autoComplete="new-password"
              {...inputProps('password')}
              visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            />
            <PasswordInput
              label={t('auth.signup.repeatPassword')}
              required
              autoComplete="new-password"
              {...inputProps('repeatPassword')}
              visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            />
          </SimpleGrid>

          {section('files')}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {(['profile', 'signature'] as const).map((key) => (
              <ImageFileField
                key={key}
                label={t(`auth.signup.${key}`)}
                previewAlt={t(`auth.signup.${key}Preview`)}
                placeholder={t('auth.signup.filePlaceholder')}
                description={t('auth.signup.fileHint')}
                clearLabel={t('auth.signup.fileClear', { label: t(`auth.signup.${key}`) })}
                value={values[key]}
                onChange={(file) => form.setFieldValue(key, file)}
                error={form.errors[key] as string | undefined}
                testId={`${key}-file`}
              />
            ))}
          </SimpleGrid>

          {values.userType !== 'teacher' && section('training')}
          {values.userType === 'student' && (
            <StudentFields inputProps={inputProps} />
          )}
          {values.userType === 'supervisor' && <SupervisorFields inputProps={inputProps} />}

          <Button type="submit" size="md" mt="sm" loading={signUp.isPending} w={{ base: '100%', sm: 'auto' }} style={{ alignSelf: 'flex-start' }}>
            {t('auth.signup.submit')}
          </Button>
          <Text size="sm">
            {t('auth.signup.hasAccount')}{' '}
            <Anchor component={Link} to="/signin" fw={600}>
              {t('auth.signup.toSignin')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
export default SignUpPage;
