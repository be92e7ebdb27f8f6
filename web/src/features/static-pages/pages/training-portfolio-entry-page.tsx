import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { homePathFor, useUserSession } from '../../../lib/session';
import { StaticPage } from '../components/static-page';

/**
 * /trainingportfolio without a student (ROUTE-27, AMB-46, AMB-160): a student goes to their own
 * portfolio (/listingOptions/trainingportfolio/{ownId}, the canonical form); everyone else learns
 * where a portfolio is opened and gets a way to their start page.
 */
export function TrainingPortfolioEntryPage() {
  const { t } = useTranslation();
  const session = useUserSession();
  if (session?.user.userType === 'student') return <Navigate to={`/listingOptions/trainingportfolio/${session.user._id}`} replace />;
  return (
    <StaticPage title={t('staticPages.portfolio.title')} printable={false}>
      <Text>{t('staticPages.portfolio.text')}</Text>
      {session && (
        <Button component={Link} to={homePathFor(session)} style={{ alignSelf: 'flex-start' }}>
          {t('staticPages.portfolio.toStart')}
        </Button>
      )}
    </StaticPage>
  );
}

export default TrainingPortfolioEntryPage;
