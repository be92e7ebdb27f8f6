import { Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { StaticPage, StaticSection } from '../components/static-page';
import { CARE_FORM_ROWS, careAreas, careChecks, careSettings, careSubAreas, isCareSetting } from '../static-content';

const fieldsetStyle = { border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, padding: '8px 12px', margin: 0, minWidth: 0 } as const;
const legendStyle = { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600, padding: '0 4px' } as const;

/**
 * The care form /careform (ROUTE-44, STAT-10..12, CONST-33): selects for area I–V and 1–6, ten
 * rows with the checkboxes Planned, Reached, To promote, Not reached, Reached later. Nothing is
 * saved and no call is made (STAT-12); the page says so and prints on A4 (AMB-139). The spelling
 * /careForm of the 'Kompetenzen IV' tiles is redirected here (AMB-137).
 */
export function CareFormPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  if (pathname !== '/careform') return <Navigate to={`/careform${search}`} replace />;
  const asked = params.get('setting');
  const c = (k: string) => t(`staticPages.care.${k}`);
  return (
    <StaticPage title={c('title')} intro={c('intro')} notSaved back={{ to: '/skillsiv', label: t('staticPages.links.skillsIv') }}>
      <StaticSection title={t('staticPages.evidence.header')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <TextInput label={t('staticPages.blank.student')} />
          <NativeSelect
            label={c('setting')}
            defaultValue={isCareSetting(asked) ? asked : careSettings[0]}
            data={careSettings.map((s) => ({ value: s, label: t(`staticPages.skills.settings.${s}`) }))}
          />
          <NativeSelect label={c('area')} data={[...careAreas]} data-testid="care-area" />
          <NativeSelect label={c('subArea')} data={[...careSubAreas]} data-testid="care-subarea" />
        </SimpleGrid>
      </StaticSection>
      <Stack gap="xs" data-testid="care-rows">
        {Array.from({ length: CARE_FORM_ROWS }, (_, i) => {
          const n = i + 1;
          return (
            <fieldset key={n} style={fieldsetStyle} data-testid="care-row">
              <legend style={legendStyle}>{t('staticPages.care.row', { n })}</legend>
              <TextInput label={t('staticPages.care.goalN', { n })} size="xs" />
              <Group gap="md" mt={6} wrap="wrap">
                {careChecks.map((check) => (
                  <Checkbox key={check} size="xs" label={c(`checks.${check}`)} aria-label={t('staticPages.care.checkLabel', { n, check: c(`checks.${check}`) })} />
                ))}
              </Group>
            </fieldset>
          );
        })}
      </Stack>
    </StaticPage>
  );
}

export default CareFormPage;
