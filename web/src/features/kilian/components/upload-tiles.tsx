import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { useKilianTiles } from '../api/kilian-uploads';

/** The six upload tiles (KIL-02): each opens the folder screen of a sub-test for the student (AMB-117). */
export function UploadTiles({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const query = useKilianTiles(studentId);
  return (
    <section aria-labelledby="kilian-upload-tiles">
      <Title order={2} size="h4" mb="xs" id="kilian-upload-tiles">
        {t('kilian.uploadTiles')}
        {query.data ? ` – ${query.data.student.firstName} ${query.data.student.name}` : ''}
      </Title>
      <QueryState query={query} isEmpty={(d) => d.subTests.length === 0} empty={t('kilian.noTiles')}>
        {({ subTests }) => (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="nav" aria-label={t('kilian.uploadTiles')}>
            {subTests.map((s) => (
              <Card key={s._id} component={Link} to={`/kilianUploads/${studentId}/${s._id}`} withBorder radius="md" padding="lg" data-testid="kilian-tile">
                <Text fw={600} size="lg" c="blue.8" style={{ overflowWrap: 'anywhere' }}>
                  {s.title}
                </Text>
                <Text size="sm" c="gray.7" mt={4}>
                  {s.subTitle}
                </Text>
                <Text size="sm" c="gray.8" mt="xs">
                  {t('kilian.files', { count: s.files })}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </section>
  );
}
