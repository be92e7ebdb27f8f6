import { Anchor, List, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The four document links (kilian users) and the four explanation links (everyone else) of the
 * KILIAN Tasks screen (KIL-01, KIL-02). The specification names them as placeholders (AMB-120);
 * they open short German PDFs written for PraxisPort (server/src/static-documents, decision 020).
 */
export const kilianDocumentLinks = {
  documentLinks: {
    guide: '/documents/kilian-leitfaden.pdf',
    template: '/documents/kilian-vorlage-aufgabenstellung.pdf',
    criteria: '/documents/kilian-bewertungskriterien.pdf',
    schedule: '/documents/kilian-zeitplan.pdf',
  },
  explanationLinks: {
    model: '/documents/kilian-modell.pdf',
    folders: '/documents/kilian-ordner.pdf',
    uploads: '/documents/kilian-dateien-hochladen.pdf',
    feedback: '/documents/kilian-rueckmeldung.pdf',
  },
} as const;

export function DocumentLinks({ heading, group }: { heading: string; group: keyof typeof kilianDocumentLinks }) {
  const { t } = useTranslation();
  return (
    <section aria-label={heading}>
      <Title order={2} size="h4" mb="xs">
        {heading}
      </Title>
      <List spacing="xs" listStyleType="none" p={0}>
        {Object.entries(kilianDocumentLinks[group]).map(([key, href]) => (
          <List.Item key={key}>
            <Anchor href={href} target="_blank" rel="noopener" c="blue.8" td="underline">
              {t(`kilian.${group}.${key}`)} ({t('kilian.pdf')})
            </Anchor>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
