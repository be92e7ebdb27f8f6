import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Only absolute http(s) addresses become links (NP-10, SEC: no javascript: or data: links). */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A button that opens an address in a new tab; without a usable address it is disabled and says
 * why in a tooltip (AMB-114), so no empty tab opens.
 */
export function ExternalLinkButton({ href, children, ...props }: { href: string | null | undefined; children: string } & ButtonProps) {
  const { t } = useTranslation();
  if (!isHttpUrl(href)) {
    return (
      <Tooltip label={t('nursingPhenomena.noLink')} events={{ hover: true, focus: true, touch: true }}>
        <Button {...props} data-disabled aria-disabled="true" onClick={(e) => e.preventDefault()} variant="default">
          {children}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button {...props} component="a" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Button>
  );
}
