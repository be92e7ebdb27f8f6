import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { nursingPhenomenaAlerts } from '@praxisport/contract/nursing-phenomena';
import { isUuid } from '../../../lib/ids';
import { alertError, alertSuccess } from '../../../lib/notify';
import { useUserSession } from '../../../lib/session';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { NotFound } from '../../../components/ui/not-found';
import { ErrorState, QueryState, StatusText } from '../../../components/ui/query-state';
import { useCategoryRecord, useChooseSubTest, useOptionTests, useTestById } from '../api/nursing-phenomena';
import { PageHeader } from '../components/student-header';

/**
 * The sub-test picker /nursingphenomena/subtests/{student}/{competencyCat}/{option}/{test}
 * (NP-07..16, ROUTE-39): 'Select' stores the sub-test (teachers only, NP-08); the choice shows at
 * once and goes back to the previous one when saving fails (NP-15); a second click while saving
 * sends nothing (NP-16); a category whose other test is chosen is locked (NP-14). 'Erklärung'
 * opens the links page in a new tab (NP-09).
 */
export function SubTestsPage() {
  const { t } = useTranslation();
  const { studentId, competencyCat, option, test } = useParams();
  const session = useUserSession();
  const valid = isUuid(studentId) && isUuid(competencyCat) && isUuid(option) && isUuid(test);
  const testQuery = useTestById(valid ? test : undefined);
  const optionQuery = useOptionTests(valid ? option : undefined);
  const record = useCategoryRecord(valid ? studentId : undefined, valid ? competencyCat : undefined);
  const choose = useChooseSubTest();
  const submitOnce = useSubmitOnce(choose);
  // the optimistic choice (NP-15): undefined follows the stored record
  const [pending, setPending] = useState<string | null | undefined>(undefined);

  if (!valid) return <NotFound />;
  if (record.error) return <ErrorState error={record.error} />;
  const belongs =
    !testQuery.data || !optionQuery.data || (testQuery.data.test._competencyCategoryOption === option && optionQuery.data._competencyCat === competencyCat);
  if (!belongs) return <NotFound />;

  const stored = record.data?.competencyTest ?? null;
  const storedHere = stored && stored._test === test ? stored._subTest : null;
  const selected = pending !== undefined ? pending : storedHere;
  const lockedByOther = stored !== null && stored._test !== test;
  const isStudent = session?.user.userType === 'student';
  const isTeacher = session?.user.userType === 'teacher';

  const select = (subTestId: string | null | undefined) => {
    if (!subTestId) {
      alertError(nursingPhenomenaAlerts.selectSubTest);
      return;
    }
    if (!isTeacher || lockedByOther || choose.isPending) return;
    const previous = selected;
    setPending(subTestId);
    submitOnce(
      { _student: studentId!, _competencyCat: competencyCat!, _categoryOption: option!, _test: test!, _subTest: subTestId },
      {
        onSuccess: () => {
          setPending(undefined);
          alertSuccess(nursingPhenomenaAlerts.submitted);
        },
        onError: () => setPending(previous ?? null),
      },
    );
  };

  return (
    <Stack gap="md" maw={900} mx="auto">
      <PageHeader
        back={`/nursingphenomena/${studentId}/${competencyCat}/${option}`}
        title={testQuery.data?.test.title ?? t('nursingPhenomena.subTestsTitle')}
        subtitle={[optionQuery.data?.title, t('nursingPhenomena.subTestsTitle')].filter(Boolean).join(' · ')}
      />
      <Text size="sm">{isStudent ? t('nursingPhenomena.subTestsIntroStudent') : t('nursingPhenomena.subTestsIntroTeacher')}</Text>
      {lockedByOther && (
        <Text size="sm" c="orange.9" role="note">
          {t('nursingPhenomena.otherTestChosen')}
        </Text>
      )}
      {record.isPending ? (
        <StatusText>{t('common.loading')}</StatusText>
      ) : (
        <QueryState query={testQuery} isEmpty={(d) => d.subTests.length === 0} empty={t('nursingPhenomena.noSubTests')}>
          {(d) => (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={choose.isPending}>
              {d.subTests.map((s) => {
                const isSelected = selected === s._id;
                return (
                  <li key={s._id}>
                    <Card withBorder radius="md" padding="md" style={isSelected ? { borderColor: 'var(--mantine-color-teal-7)', borderWidth: 2 } : undefined}>
                      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
                        <div style={{ minWidth: 0, flex: '1 1 220px', overflowWrap: 'anywhere' }}>
                          <Group gap="xs" wrap="wrap">
                            <Text fw={600}>{s.title}</Text>
                            {isSelected && (
                              <Badge color="teal.9" variant="filled" style={{ textTransform: 'none' }}>
                                {t('nursingPhenomena.selected')}
                              </Badge>
                            )}
                          </Group>
                          <Text size="sm" c="gray.7">
                            {s.subTitle}
                          </Text>
                        </div>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            onClick={() => select(s._id)}
                            disabled={!isTeacher || lockedByOther || choose.isPending}
                            loading={choose.isPending && isSelected}
                            aria-pressed={isSelected}
                            aria-label={`Select: ${s.title}`}
                          >
                            Select
                          </Button>
                          <Button
                            component="a"
                            href={`/nursingphenomena/subtests/links/${test}/${s._id}`}
                            target="_blank"
                            rel="noopener noreferrer"
                            variant="default"
                            aria-label={`Erklärung: ${s.title} (${t('nursingPhenomena.newTab')})`}
                          >
                            Erklärung
                          </Button>
                        </Group>
                      </Group>
                    </Card>
                  </li>
                );
              })}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}

export default SubTestsPage;
