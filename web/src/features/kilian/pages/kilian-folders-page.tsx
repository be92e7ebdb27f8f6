import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { folderTypeOf, kilianFolders } from '@praxisport/contract/kilian';
import { isUuid } from '../../../lib/ids';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useKilianSubTest } from '../api/kilian-uploads';

/**
 * The upload folder screen /kilianUploads/{student}/{subTest} (UPL-04..07, ROUTE-20): the
 * sub-test's title (read with API-56, AMB-121) and the six folders in their order; each opens
 * /kilianUploads/{student}/{subTest}/{lowercase folder name}, URL-encoded (AMB-122).
 */
export function KilianFoldersPage() {
  const { t } = useTranslation();
  const { studentId, subTestId } = useParams();
  const isValid = isUuid(studentId) && isUuid(subTestId);
  const query = useKilianSubTest(isValid ? subTestId : undefined);
  if (!isValid) return <NotFound />;
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Anchor component={Link} to={`/kiliantasks/${studentId}`} size="sm">
        {t('kilian.back')}
      </Anchor>
      <QueryState query={query}>
        {({ subTest }) => (
          <>
            <div style={{ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
              <Title order={1} size="h2">
                {subTest.title}
              </Title>
              <Text c="gray.7" size="sm">
                {subTest.subTitle}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="nav" aria-label={t('kilian.folders.heading')}>
              {kilianFolders.map((f) => (
                <Card
                  key={f}
                  component={Link}
                  to={`/kilianUploads/${studentId}/${subTestId}/${encodeURIComponent(folderTypeOf(f))}`}
                  withBorder
                  radius="md"
                  padding="lg"
                  data-testid="kilian-folder"
                >
                  <Text fw={600} size="lg" c="blue.8">
                    {t(`kilian.folders.${f}`)}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </>
        )}
      </QueryState>
    </Stack>
  );
}

export default KilianFoldersPage;
