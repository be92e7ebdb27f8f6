import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isUuid } from '../../../lib/ids';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useSubTestLinks } from '../api/nursing-phenomena';
import { ExternalLinkButton } from '../components/external-link-button';

/**
 * The links page /nursingphenomena/subtests/links/{test}/{subTest} (NP-10, ROUTE-40), opened in a new
 * tab: 'Video Link', 'Audio Link', 'PDF Link 1' and 'PDF Link 2', each opening its address in a new
 * tab; only http(s) addresses become links (AMB-114).
 */
export function SubTestLinksPage() {
  const { t } = useTranslation();
  const { test, subTest } = useParams();
  const valid = isUuid(test) && isUuid(subTest);
  const query = useSubTestLinks(valid ? test : undefined, valid ? subTest : undefined);
  if (!valid) return <NotFound />;
  return (
    <Stack gap="md" maw={720} mx="auto">
      <QueryState query={query}>
        {({ links, test: testRow, subTestTitle }) => (
          <>
            <div style={{ minWidth: 0, overflowWrap: 'break-word' }}>
              <Text component="h1" fw={700} size="xl" m={0}>
                {subTestTitle}
              </Text>
              <Text c="gray.7" size="sm">
                {[testRow.title, links.subTitle].filter(Boolean).join(' · ')}
              </Text>
            </div>
            <Card withBorder radius="md" padding="lg">
              <Text size="sm" mb="md">
                {t('nursingPhenomena.linksIntro')}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <ExternalLinkButton href={links.videoLink}>Video Link</ExternalLinkButton>
                <ExternalLinkButton href={links.audioLink}>Audio Link</ExternalLinkButton>
                <ExternalLinkButton href={links.pdfLink1}>PDF Link 1</ExternalLinkButton>
                <ExternalLinkButton href={links.pdfLink2}>PDF Link 2</ExternalLinkButton>
              </SimpleGrid>
            </Card>
          </>
        )}
      </QueryState>
    </Stack>
  );
}

export default SubTestLinksPage;
