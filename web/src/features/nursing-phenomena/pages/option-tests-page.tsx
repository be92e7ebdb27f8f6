import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isUuid } from '../../../lib/ids';
import { useUserSession } from '../../../lib/session';
import { NotFound } from '../../../components/ui/not-found';
import { ErrorState, QueryState } from '../../../components/ui/query-state';
import { useCategoryRecord, useExplanation, useOptionTests } from '../api/nursing-phenomena';
import { ExplanationText } from '../components/explanation-text';
import { ExternalLinkButton } from '../components/external-link-button';
import { PageHeader } from '../components/student-header';

/**
 * The test list /nursingphenomena/{studentId}/{competencyCat}/{option} (NP-06, ROUTE-38, ROUTE-50):
 * where the 'Explanation' link leads (NP-04), so it starts with the option's explanation (AMB-108)
 * and lists the option's tests, each leading to its sub-test picker.
 */
export function OptionTestsPage() {
  const { t } = useTranslation();
  const { studentId, competencyCat, option } = useParams();
  const session = useUserSession();
  const valid = isUuid(studentId) && isUuid(competencyCat) && isUuid(option);
  const tests = useOptionTests(valid ? option : undefined);
  const explanation = useExplanation(valid ? option : undefined);
  const record = useCategoryRecord(valid ? studentId : undefined, valid ? competencyCat : undefined);
  if (!valid) return <NotFound />;
  if (record.error) return <ErrorState error={record.error} />;
  if (tests.data && tests.data._competencyCat !== competencyCat) return <NotFound />;
  const chosen = record.data?.competencyTest ?? null;
  const lockedToOther = chosen !== null && chosen._categoryOption !== option;
  const isTeacher = session?.user.userType === 'teacher';
  return (
    <Stack gap="md" maw={900} mx="auto">
      <PageHeader back={`/nursingphenomena/${studentId}`} title={tests.data?.title ?? t('nursingPhenomena.testsTitle')} subtitle={t('nursingPhenomena.testsTitle')} />
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="xs">
          {t('nursingPhenomena.explanation')}
        </Title>
        <QueryState query={explanation}>
          {(e) => (
            <Stack gap="sm">
              {e.text ? <ExplanationText text={e.text.split(/\n\s*\n/)[0]!} /> : <Text c="gray.7">{t('nursingPhenomena.noExplanation')}</Text>}
              <Group gap="sm" wrap="wrap">
                <Anchor component={Link} to={`/nursingphenomena/explanation/${option}`} size="sm">
                  {t('nursingPhenomena.readExplanation')}
                </Anchor>
                {e.videoLink && (
                  <ExternalLinkButton href={e.videoLink} size="xs" variant="light">
                    {t('nursingPhenomena.video')}
                  </ExternalLinkButton>
                )}
              </Group>
            </Stack>
          )}
        </QueryState>
      </Card>
      {lockedToOther && (
        <Text size="sm" c="orange.9" role="note">
          {t('nursingPhenomena.otherOptionChosen')}
        </Text>
      )}
      <Title order={2} size="h4">
        {t('nursingPhenomena.tests')}
      </Title>
      <QueryState query={tests} isEmpty={(d) => d.tests.length === 0} empty={t('nursingPhenomena.noTests')}>
        {(d) => (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {d.tests.map((test) => (
              <li key={test._id}>
                <Card withBorder radius="md" padding="md" component={Link} to={`/nursingphenomena/subtests/${studentId}/${competencyCat}/${option}/${test._id}`}>
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Text fw={600} c="blue.8" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      {test.title}
                    </Text>
                    {chosen?._test === test._id ? (
                      <Badge color="teal.9" variant="filled" style={{ textTransform: 'none', flexShrink: 0 }}>
                        {t('nursingPhenomena.chosen')}
                      </Badge>
                    ) : (
                      chosen && isTeacher && (
                        <Badge color="gray.8" variant="outline" style={{ textTransform: 'none', flexShrink: 0 }}>
                          {t('nursingPhenomena.locked')}
                        </Badge>
                      )
                    )}
                  </Group>
                </Card>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export default OptionTestsPage;
