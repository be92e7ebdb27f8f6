import { useId, useState, type FormEvent } from 'react';
import { Anchor, Button, Input, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signupUserTypes } from '@praxisport/contract/common';
import { ApiError } from '../../../lib/api-client';
import { alertError, alertSuccess } from '../../../lib/notify';
import { useSignUp } from '../api/register';
import { AuthCard } from '../../../components/ui/auth-card';
import { ImageFileField } from '../components/image-file-field';
import { StudentFields, SupervisorFields } from '../components/signup-role-fields';
import { checkSignUp, initialSignUpValues, withUserType, type SignUpErrors, type SignUpField, type SignUpValues } from '../components/signup-values';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Sign up at /signup (AUTH-14..AUTH-34): type switch (default teacher), common fields, the images
 * with previews, class and placements for students, LF/CE for supervisors.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [values, setValues] = useState<SignUpValues>(initialSignUpValues);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const typeLabelId = useId();

  const set = <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const setPlacement = (index: number, value: string) => {
    setValues((v) => ({ ...v, placements: v.placements.map((p, i) => (i === index ? value : p)) as SignUpValues['placements'] }));
    setErrors((e) => ({ ...e, [`impatient${index + 1}`]: undefined }));
  };
  const text = (key: 'name' | 'firstName' | 'username' | 'email' | 'contact' | 'dob') => ({
    label: t(`auth.signup.${key}`),
    required: true,
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(key, e.currentTarget.value),
    error: errors[key],
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (signUp.isPending) return;
    const check = checkSignUp(values);
    if (!check.ok) {
      if (check.alert === 'passwordsDiffer') {
        alertError(t('auth.messages.passwordsDiffer'));
        setErrors({ repeatPassword: t('auth.messages.passwordsDiffer') });
      } else if (check.alert === 'incomplete') {
        alertError(t('auth.messages.incomplete'));
        setErrors(Object.fromEntries(check.missing.map((k) => [k, t('auth.signup.required')])));
      } else {
        alertError(check.message);
        setErrors(check.field ? { [check.field]: check.message } : {});
      }
      return;
    }
    signUp.mutate(
      { fields: check.fields, profile: values.profile!, signature: values.signature! },
      {
        onSuccess: () => {
          alertSuccess(t('auth.messages.created'));
          void navigate('/signin');
        },
        onError: (err) => {
          if (!(err instanceof ApiError)) return console.error(err); // no response: only logged (AUTH-13)
          const first = err.messages[0];
          alertError(first?.message ?? err.message);
          if (first?.path) setErrors({ [first.path as SignUpField]: first.message });
        },
      },
    );
  };

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
                    setValues((v) => withUserType(v, type));
                    setErrors({});
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
            <TextInput {...text('dob')} type="date" min="1900-01-01" max={today()} />
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
              value={values.password}
              onChange={(e) => set('password', e.currentTarget.value)}
              error={errors.password}
              visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
            />
            <PasswordInput
              label={t('auth.signup.repeatPassword')}
              required
              autoComplete="new-password"
              value={values.repeatPassword}
              onChange={(e) => set('repeatPassword', e.currentTarget.value)}
              error={errors.repeatPassword}
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
                value={values[key]}
                onChange={(file) => set(key, file)}
                error={errors[key]}
                testId={`${key}-file`}
              />
            ))}
          </SimpleGrid>

          {values.userType !== 'teacher' && section('training')}
          {values.userType === 'student' && (
            <StudentFields grade={values.grade} placements={values.placements} errors={errors} onGrade={(g) => set('grade', g)} onPlacement={setPlacement} />
          )}
          {values.userType === 'supervisor' && <SupervisorFields lfce={values.lfce} onLfce={(v) => set('lfce', v)} />}

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
