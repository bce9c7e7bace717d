/** Business constants from the spec (section 9). One place; everything else imports them. */
export const LIMITS = {
  storyMinChars: 100,
  /** The longest title: the spec's rule is "less than 100 characters". */
  titleMaxChars: 99,
  nameMaxChars: 100,
  passwordMinChars: 8,
  imageMaxBytes: 5 * 1024 * 1024,
  audioMaxBytes: 50 * 1024 * 1024,
  /** A finished song staff deliver (a WAV of a long song is large). */
  songMaxBytes: 100 * 1024 * 1024,
  lyricsMaxChars: 10_000,
  /** The customer's photos a lyric video is made from. */
  videoPhotosMax: 10,
  /** A lyric video staff deliver (a few minutes of HD). */
  videoMaxBytes: 500 * 1024 * 1024,
  /** The longest song length staff's browser may report for a delivery: an hour. */
  songMaxSeconds: 60 * 60,
  /** The title the customer gives their song, shown on its gift page and its link previews. */
  songTitleMaxChars: 80,
  /** What the customer asks to change in a delivered song. */
  revisionNotesMinChars: 10,
  revisionNotesMaxChars: 2000,
  /** What the customer writes to ask for changes to a lyric draft. */
  lyricNotesMinChars: 10,
  lyricNotesMaxChars: 2000,
  /** Days a lyric draft waits for an answer before the customer is reminded, and before it is approved for them. */
  lyricReminderDays: 5,
  lyricAutoApprovalDays: 10,
  /** The names a song may be asked to sing, each with how to say it (and maybe a recording of it). */
  sungNamesMax: 6,
  pronunciationMaxChars: 200,
  /** Lines or phrases the song must hold, and what it must leave out: a few sentences each. */
  mustIncludeMaxChars: 1000,
  avoidMaxChars: 1000,
  referralCodeLength: 8,
  testimonialsPerPage: 9,
  testimonialTextMaxChars: 1000,
  blogPostsPerPage: 10,
  relatedPosts: 3,
  recentTransactions: 5,
  /** Commissions per page of the affiliate's transactions page. */
  transactionsPerPage: 20,
  /** Mails a visitor's action (the order form) may send one address in an hour: the form takes any address. */
  mailsPerRecipientPerHour: 5,
  /** Password attempts an affiliate gets at changing their payment details, per lock period. */
  paymentDetailsPasswordAttempts: 5,
  /** A change of payment details holds the affiliate's next payout this long, time for the owner to answer its email. */
  payoutHoldAfterDetailsChangeMs: 48 * 60 * 60 * 1000,
  excerptChars: 150,
  seoDescriptionChars: 155,
  /** What search results show of a title; a post's meta title may be no longer. */
  metaTitleChars: 60,
  /** An in-post image's alt text. */
  imageAltMaxChars: 250,
  /** A post's address after /blog/post/. */
  slugMaxChars: 80,
  /** The blog's search box. */
  blogSearchMaxChars: 100,
  relatedExcerptChars: 100,
  /** Versions kept of each post (every publish and every save of a draft); older ones are dropped. */
  postRevisionsKept: 50,
  /** How long a draft's preview link works after staff make it. */
  postPreviewMs: 7 * 24 * 60 * 60 * 1000,
  wordsPerMinute: 200,
  forgotPasswordMaxAttempts: 5,
  forgotPasswordLockMs: 30 * 60 * 1000,
  resetLinkValidityMs: 60 * 60 * 1000,
  /** How long an order page's secret link works after it is issued (a fresh one comes from "find my order"). */
  orderLinkValidityMs: 365 * 24 * 60 * 60 * 1000,
  /** How often an affiliate may ask for the email-verification link again. */
  verificationResendMax: 3,
  verificationResendWindowMs: 60 * 60 * 1000,
  referralDiscountPercent: 10,
  /** How long a referral link's code is remembered in the visitor's browser. */
  referralRememberDays: 30,
  /** The weeks of link clicks an affiliate's dashboard charts. */
  referralClickWeeks: 12,
  /** The weeks of paid orders, revenue and refunds the staff dashboard charts. */
  salesChartWeeks: 12,
  defaultCommissionRate: 10,
  /** More refunds or exports than this by one member of staff within the window emails the rest of the team, once a window. */
  staffBurstMax: 5,
  staffBurstWindowMs: 10 * 60 * 1000,
} as const;

export const TIMINGS = {
  autosaveMs: 120_000,
  successBannerMs: 3000,
  copiedNoticeMs: 2000,
  resetRedirectMs: 3000,
  navbarScrollThresholdPx: 20,
  blogRetry: { retries: 3, initialDelayMs: 1000, maxDelayMs: 10_000 },
  translationRetry: { retries: 5, initialDelayMs: 350 },
  /** A translation file that has not arrived by then never blocks start-up: the fallback language shows. */
  translationTimeoutMs: 8000,
} as const;

/** The widths a blog image is resized to (WebP), so a phone loads a small one and a wide screen a sharp one. */
export const BLOG_IMAGE_WIDTHS = [480, 960, 1600] as const;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const AUDIO_TYPES = [
  'audio/mpeg',
  'audio/mp3',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/mp4',
  'audio/m4a',
  'audio/x-m4a',
] as const;
/** What a lyric video is delivered as: what every browser's video element plays. */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

export const BUCKETS = {
  'profile-pictures': { types: IMAGE_TYPES, maxBytes: LIMITS.imageMaxBytes, public: false },
  'voice-notes': { types: AUDIO_TYPES, maxBytes: LIMITS.audioMaxBytes, public: false },
  'blog-images': { types: IMAGE_TYPES, maxBytes: LIMITS.imageMaxBytes, public: true },
  songs: { types: AUDIO_TYPES, maxBytes: LIMITS.songMaxBytes, public: false },
  /** The lyric videos staff deliver; an instrumental is audio, delivered to `songs`. */
  videos: { types: VIDEO_TYPES, maxBytes: LIMITS.videoMaxBytes, public: false },
} as const;
export type BucketName = keyof typeof BUCKETS;
