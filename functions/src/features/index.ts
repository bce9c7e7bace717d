import { captchaFeature } from './captcha/index.ts';
import type { Feature } from './feature.ts';
import { healthFeature } from './health/index.ts';
import { uploadsFeature } from './uploads/index.ts';

/** Every feature the API serves; each owns its folder. */
export const FEATURES: readonly Feature[] = [healthFeature, uploadsFeature, captchaFeature];
