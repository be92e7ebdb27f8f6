import { Anchor, Badge, Card, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isUuid } from '../../../lib/ids';
import { NotFound } from '../../../components/ui/not-found';
import { isListingOption, listingTiles, tileTarget, type TileDef } from '../listing-tiles';
import classes from './listing-page.module.css';

/** An inactive tile: no link, marked aria-disabled, with its reason visible and as its description (LIST-11). */
function InactiveTile({ tile, target }: { tile: TileDef; target: string }) {
  const { t } = useTranslation();
  const reasonKey = tile.path ? 'soon' : 'empty';
  const reason = t(`listing.inactive.${reasonKey}`);
  const reasonId = `listing-reason-${tile.key}`;
  return (
    <Tooltip label={reason} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Card
        withBorder
        radius="md"
        padding="lg"
        className={classes.inactive}
        role="link"
        tabIndex={0}
        aria-disabled="true"
        aria-describedby={reasonId}
        data-inactive={reasonKey}
        data-target={target || undefined}
      >
        <Text fw={600} size="lg" c="gray.8">
          {t(`listing.tiles.${tile.key}.title`)}
        </Text>
        <Text size="sm" c="gray.7" mt={4}>
          {t(`listing.tiles.${tile.key}.text`)}
        </Text>
        <Badge id={reasonId} variant="outline" color="gray.8" mt="sm" style={{ textTransform: 'none' }}>
          {t(`listing.inactive.${reasonKey}Short`)}
        </Badge>
      </Card>
    </Tooltip>
  );
}

/**
 * The listing screen /listingOptions/{option}/{studentId} (LIST-01..11): the option's tiles, each
 * leading to its screen with the student id; tiles without a built screen are inactive.
 */
export function ListingPage() {
  const { t } = useTranslation();
  const { option, studentId } = useParams();
  if (!isListingOption(option) || !isUuid(studentId)) return <NotFound />;
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Anchor component={Link} to={`/${studentId}`} size="sm">
        {t('listing.back')}
      </Anchor>
      <div style={{ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
        <Title order={1} size="h2">
          {t(`listing.options.${option}.title`)}
        </Title>
        <Text c="gray.7" size="sm">
          {t(`listing.options.${option}.text`)}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="nav" aria-label={t(`listing.options.${option}.title`)}>
        {listingTiles[option].map((tile) => {
          const target = tileTarget(tile, studentId!);
          return tile.ready ? (
            <Card key={tile.key} component={Link} to={target} withBorder radius="md" padding="lg" className={classes.card}>
              <Text fw={600} size="lg" c="blue.8">
                {t(`listing.tiles.${tile.key}.title`)}
              </Text>
              <Text size="sm" c="gray.7" mt={4}>
                {t(`listing.tiles.${tile.key}.text`)}
              </Text>
            </Card>
          ) : (
            <InactiveTile key={tile.key} tile={tile} target={target} />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

export default ListingPage;
