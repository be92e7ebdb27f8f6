import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isUuid } from '../../../lib/ids';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useExplanation } from '../api/nursing-phenomena';
import { ExplanationText } from '../components/explanation-text';
import { ExternalLinkButton } from '../components/external-link-button';

/** /nursingphenomena/explanation/{option} (NP-05, ROUTE-41): the option's own text and video link (AMB-95, API-P13). */
export function ExplanationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { option } = useParams();
  const valid = isUuid(option);
  const query = useExplanation(valid ? option : undefined);
  if (!valid) return <NotFound />;
  return (
    <Stack gap="md" maw={760} mx="auto">
      <Anchor component="button" type="button" size="sm" onClick={() => navigate(-1)} data-print="hide" style={{ alignSelf: 'flex-start' }}>
        {t('nursingPhenomena.back')}
      </Anchor>
      <QueryState query={query}>
        {(e) => (
          <>
            <div style={{ minWidth: 0, overflowWrap: 'break-word' }}>
              <Title order={1} size="h2">
                {e.title}
              </Title>
              <Text c="gray.7" size="sm">
                {t('nursingPhenomena.explanation')}
              </Text>
            </div>
            <Card withBorder radius="md" padding="lg">
              {e.text ? <ExplanationText text={e.text} /> : <Text c="gray.7">{t('nursingPhenomena.noExplanation')}</Text>}
            </Card>
            <ExternalLinkButton href={e.videoLink} style={{ alignSelf: 'flex-start' }}>
              {t('nursingPhenomena.video')}
            </ExternalLinkButton>
          </>
        )}
      </QueryState>
    </Stack>
  );
}

export default ExplanationPage;
