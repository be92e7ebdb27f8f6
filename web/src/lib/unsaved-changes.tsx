import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from '../components/ui/confirm-dialog';

interface UnsavedChanges {
  setDirty: (id: string, isDirty: boolean) => void;
  confirmDiscard: (action: () => void) => void;
}

// without the provider (a page rendered alone in a unit test) nothing is guarded
const UnsavedChangesContext = createContext<UnsavedChanges>({ setDirty: () => undefined, confirmDiscard: (action) => action() });

/**
 * A form whose values differ from what was loaded or last saved: leaving the page (a link, Back,
 * another date in the address) or closing the tab asks first.
 * @example const form = useForm(...); useUnsavedChanges(form.isDirty());
 */
export function useUnsavedChanges(isDirty: boolean): void {
  const { setDirty } = useContext(UnsavedChangesContext);
  const id = useId();
  useEffect(() => {
    setDirty(id, isDirty);
    return () => setDirty(id, false);
  }, [id, isDirty, setDirty]);
}

/**
 * For a change of the screen that is no navigation (another item in a select, signing out): runs
 * `action` at once, or after "Verwerfen" when a form of the page has unsaved edits.
 */
export function useConfirmDiscard(): (action: () => void) => void {
  return useContext(UnsavedChangesContext).confirmDiscard;
}

/**
 * Around the signed-in pages: knows which forms have unsaved edits and asks before they are
 * dropped. React Router's blocker is registered only while there are such edits: a registered
 * blocker warns on every navigation the router did not create itself.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [dirty, setDirtyIds] = useState<ReadonlySet<string>>(() => new Set());
  const [pending, setPending] = useState<(() => void) | null>(null);
  // after "Verwerfen" the navigation the action starts (e.g. signing out) goes through
  const discarded = useRef(false);
  const isDirty = dirty.size > 0;
  // read when asked, so that the context stays the same and its users do not re-render on each change
  const isDirtyNow = useRef(false);
  isDirtyNow.current = isDirty;

  const setDirty = useCallback((id: string, value: boolean) => {
    setDirtyIds((prev) => {
      if (prev.has(id) === value) return prev;
      const next = new Set(prev);
      if (value) {
        next.add(id);
        discarded.current = false;
      } else next.delete(id);
      return next;
    });
  }, []);
  const confirmDiscard = useCallback((action: () => void) => (isDirtyNow.current ? setPending(() => action) : action()), []);
  const value = useMemo(() => ({ setDirty, confirmDiscard }), [setDirty, confirmDiscard]);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      {isDirty && <NavigationGuard discarded={discarded} />}
      <DiscardDialog
        opened={pending !== null}
        onKeep={() => setPending(null)}
        onDiscard={() => {
          discarded.current = true;
          setPending(null);
          pending?.();
        }}
      />
    </UnsavedChangesContext.Provider>
  );
}

/** Blocks a navigation to another address (path or query) until the user decides. */
function NavigationGuard({ discarded }: { discarded: { current: boolean } }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation: from, nextLocation: to }) => !discarded.current && (from.pathname !== to.pathname || from.search !== to.search),
    [discarded],
  );
  const blocker = useBlocker(shouldBlock);
  return <DiscardDialog opened={blocker.state === 'blocked'} onKeep={() => blocker.reset?.()} onDiscard={() => blocker.proceed?.()} />;
}

function DiscardDialog({ opened, onKeep, onDiscard }: { opened: boolean; onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={opened}
      title={t('common.unsaved.title')}
      text={t('common.unsaved.text')}
      confirmLabel={t('common.unsaved.discard')}
      cancelLabel={t('common.unsaved.keep')}
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
}
