import { useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A thin bar at the top of the page while a navigation or form submission is in flight. */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  // Quick navigations should not flash the bar.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div
      role="progressbar"
      aria-hidden={!visible}
      aria-label={t('loading')}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden transition-opacity ${visible ? 'opacity-100' : 'opacity-0'}`}
    >
      <div className="h-full w-2/5 animate-progress bg-gradient-to-r from-primary via-brand-500 to-secondary" />
    </div>
  );
}
