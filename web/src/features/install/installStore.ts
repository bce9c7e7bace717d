import { create } from 'zustand';
import { visitNumber } from '../../lib/visits.ts';
import { type InstallWay, installWay, isIosSafari, type OfferMemory, offerDue } from './installRules.ts';

/** Chromium's event, not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** localStorage keys. */
const ORDERED_KEY = 'install.ordered';
const DISMISSED_KEY = 'install.dismissed';
const STANDALONE = '(display-mode: standalone)';

interface InstallState {
  /** The browser's deferred install prompt; one prompt can be shown once. */
  prompt: BeforeInstallPromptEvent | null;
  iosSafari: boolean;
  standalone: boolean;
  memory: OfferMemory;
  /** The "Share → Add to Home Screen" steps are open (iOS Safari). */
  stepsOpen: boolean;
  /** The browser's install prompt where there is one, else iOS's steps. */
  install(): Promise<void>;
  /** "Not now": the offer is not shown again on this device. */
  dismissOffer(): void;
  closeSteps(): void;
}

function remember(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: remembered for this page's life only, in the store.
  }
}

/**
 * Facts the server cannot know start false (the state hydration renders with, so the prerendered
 * markup matches); watchInstallability fills them in the browser.
 */
export const useInstallStore = create<InstallState>()((set, get) => ({
  prompt: null,
  iosSafari: false,
  standalone: false,
  memory: { visits: 0, ordered: false, dismissed: false },
  stepsOpen: false,
  // Either way the visitor has now seen how to install, so the offer has done its work and goes:
  // the steps once read, or the browser's prompt answered (Chromium may fire it again on a later visit).
  async install() {
    const { prompt, iosSafari, dismissOffer } = get();
    if (!prompt) {
      if (iosSafari) set({ stepsOpen: true });
      dismissOffer();
      return;
    }
    set({ prompt: null });
    try {
      await prompt.prompt();
      if ((await prompt.userChoice).outcome === 'dismissed') dismissOffer();
    } catch {
      // The browser withdrew its prompt (it allows one use): the site can no longer be installed from here.
    }
  },
  dismissOffer() {
    remember(DISMISSED_KEY, 'true');
    set((state) => ({ memory: { ...state.memory, dismissed: true } }));
  },
  closeSteps: () => set({ stepsOpen: false }),
}));

/** How this browser installs the site now (null: it cannot, or it already runs installed). */
export const useInstallWay = (): InstallWay =>
  useInstallStore((state) =>
    installWay({ hasPrompt: state.prompt !== null, iosSafari: state.iosSafari, standalone: state.standalone }),
  );

/** The gentle offer is due: the site can be installed here, and installRules' offerDue holds. */
export const useInstallOfferDue = (): boolean => {
  const way = useInstallWay();
  const due = useInstallStore((state) => offerDue(state.memory));
  return way !== null && due;
};

/** Called once an order is placed and paid for (the payment success page): from then on the offer may show, first visit or not. */
export function noteOrderPlaced() {
  remember(ORDERED_KEY, 'true');
  useInstallStore.setState((state) => ({ memory: { ...state.memory, ordered: true } }));
}

/** What the offer depends on, as this device remembers it: this visit counted (lib/visits.ts). */
function offerMemory(): OfferMemory {
  const visits = visitNumber();
  try {
    const storage = window.localStorage;
    return { visits, ordered: storage.getItem(ORDERED_KEY) === 'true', dismissed: storage.getItem(DISMISSED_KEY) === 'true' };
  } catch {
    return { visits, ordered: false, dismissed: false };
  }
}

const isStandalone = () =>
  window.matchMedia(STANDALONE).matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * Listens from the moment the app's code runs: Chromium fires `beforeinstallprompt` once, as soon
 * as the site is installable, possibly before the page has hydrated; the event is kept (its
 * default, the browser's own mini-infobar, prevented) for the menu's action and the offer.
 */
function watchInstallability() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallStore.setState({ prompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallStore.setState({ prompt: null }));
  const standalone = window.matchMedia(STANDALONE);
  standalone.addEventListener('change', () => useInstallStore.setState({ standalone: isStandalone() }));
  useInstallStore.setState({
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
    standalone: isStandalone(),
    memory: offerMemory(),
  });
}

if (typeof window !== 'undefined') watchInstallability();
