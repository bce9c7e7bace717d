import { describe, expect, it } from 'vitest';
import { installWay, isIosSafari, offerDue } from './installRules.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('isIosSafari', () => {
  it('is Safari on an iPhone, and on an iPad that says Macintosh but has a touch screen', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(MAC_SAFARI, 5)).toBe(true);
  });

  it('is not Safari on a Mac, another browser on iOS, or Chrome on Android', () => {
    expect(isIosSafari(MAC_SAFARI, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });
});

describe('installWay', () => {
  it('uses the browser’s prompt where one was caught, else the steps on iOS Safari, else nothing', () => {
    expect(installWay({ hasPrompt: true, iosSafari: false, standalone: false })).toBe('prompt');
    expect(installWay({ hasPrompt: false, iosSafari: true, standalone: false })).toBe('ios');
    expect(installWay({ hasPrompt: false, iosSafari: false, standalone: false })).toBeNull();
  });

  it('offers nothing once the site runs installed', () => {
    expect(installWay({ hasPrompt: true, iosSafari: false, standalone: true })).toBeNull();
    expect(installWay({ hasPrompt: false, iosSafari: true, standalone: true })).toBeNull();
  });
});

describe('offerDue', () => {
  it('waits for a second visit or an order', () => {
    expect(offerDue({ visits: 1, ordered: false, dismissed: false })).toBe(false);
    expect(offerDue({ visits: 2, ordered: false, dismissed: false })).toBe(true);
    expect(offerDue({ visits: 1, ordered: true, dismissed: false })).toBe(true);
  });

  it('never comes back once dismissed', () => {
    expect(offerDue({ visits: 5, ordered: true, dismissed: true })).toBe(false);
  });
});
