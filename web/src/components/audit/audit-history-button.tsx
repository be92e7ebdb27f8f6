import { Button } from '@mantine/core';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// the history and its dialog load when first opened: a page's first load carries only the button
const Dialog = lazy(() => import('./audit-history'));

/** The "Verlauf" button that opens the dialog. */
export function AuditHistoryButton({ onClick, children }: { onClick: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" onClick={onClick} data-print="hide">
      {children ?? t('audit.open')}
    </Button>
  );
}

/** A record's history in a dialog (the caller runs the query while `opened`). */
export function AuditHistoryDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
