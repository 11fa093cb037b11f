import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useConfirm } from '../../../shared/ui/crud/confirm';

/**
 * §5: leaving a form with unsaved edits asks first (in-app navigation through the router's blocker, closing or
 * reloading the tab through the browser's own prompt). Call `markDirty` on edits (the form's `onValuesChange`) and
 * `markClean` once saved, before navigating away; render `holder`.
 */
export function useUnsavedGuard() {
  const { t } = useTranslation('crud');
  const { confirm, holder } = useConfirm();
  const dirtyRef = useRef(false);
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void (async () => {
      const ok = await confirm({ title: t('unsavedLeave') });
      asking.current = false;
      if (ok) blocker.proceed();
      else blocker.reset();
    })();
  }, [blocker, confirm, t]);
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
  const markDirty = useCallback(() => {
    dirtyRef.current = true;
    setDirty(true);
  }, []);
  const markClean = useCallback(() => {
    dirtyRef.current = false;
    setDirty(false);
  }, []);
  return { holder, markDirty, markClean };
}
