import { useTranslation } from 'react-i18next';
import { useInstallStore, useInstallWay } from './installStore.ts';

interface InstallActionProps {
  /** The menu's own link style. */
  className: string;
  /** Closes the menu it sits in. */
  onSelect: () => void;
}

/** "Install the app" in the menu, where this browser can install the site and it is not installed yet. */
export function InstallAction({ className, onSelect }: InstallActionProps) {
  const { t } = useTranslation();
  const way = useInstallWay();
  const install = useInstallStore((state) => state.install);
  if (!way) return null;
  return (
    <button
      type="button"
      className={className}
      aria-haspopup={way === 'ios' ? 'dialog' : undefined}
      onClick={() => {
        onSelect();
        void install();
      }}
    >
      {t('nav.install')}
    </button>
  );
}
