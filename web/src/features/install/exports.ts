// The install feature's public face: the shell shows its menu action and host; a paid order makes the offer due.
export { InstallAction } from './InstallAction.tsx';
export { InstallHost } from './InstallHost.tsx';
export { noteOrderPlaced } from './installStore.ts';
