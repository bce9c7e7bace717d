/**
 * Every validation and error message the product shows, worded exactly as the spec.
 * Schemas use these English texts as their messages; the web looks the text up by key
 * (`messageKey`) in the `validation` namespace to show it in the visitor's language.
 */
export const MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailAddressRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  countryRequired: 'Country is required',
  countryLetters: 'Country should only contain letters and spaces',
  countryNameLetters: 'Country name should only contain letters and spaces',
  countryUnknown: 'Please choose a country from the list',
  max100: 'Must be 100 characters or fewer',
  max500: 'Must be 500 characters or fewer',
  languageRequired: 'Please select a language',
  emotionRequired: 'Please select an emotion',
  genreRequired: 'Please select a genre',
  storyMin: 'Story must be at least 100 characters long',
  relationshipRequired: 'Please select your relationship',
  imageType: 'Please upload a JPG, PNG, or GIF file',
  imageSize: 'File size must be less than 5MB',
  audioType: 'Please upload an MP3, WAV, or M4A file',
  audioSize: 'File size must be less than 50MB',
  songSize: 'File size must be less than 100MB',
  songRequired: 'Please upload the finished song',
  lyricsMax: 'Lyrics must be 10,000 characters or fewer',
  orderNotPaid: 'Only a paid order can move forward',
  deliverWithSong: 'An order is delivered by attaching its song',
  revisionNotesMin: 'Please describe the changes in at least 10 characters',
  revisionNotesMax: 'Notes must be 2,000 characters or fewer',
  revisionNotDelivered: 'A revision can be requested once your song has been delivered',
  revisionInProgress:
    'Your revision request is already with our songwriters. You can ask for another once the new version is delivered.',
  revisionsUsedUp: 'You have used all the revisions included with your song suite',
  paymentMissing: 'Missing required payment information',
  paymentAmountInvalid: 'Invalid payment amount',
  productUnknown: 'Please choose one of our song suites',
  referralInvalid: 'Invalid referral code. Please check and try again.',
  referralFirstPurchase:
    'Referral discounts are for a first purchase only. This email already has a paid order, so the full price applies.',
  referralSelf: 'You cannot use your own referral code. The full price applies.',
  refundAmountInvalid: 'Enter an amount in pounds greater than zero, such as 25 or 12.50',
  refundReasonRequired: 'Please give a reason for the refund',
  refundTooLarge: 'A refund cannot exceed what is left to refund on this order',
  refundNotPaid: 'Only a paid order can be refunded',
  refundFailed: 'The payment provider could not make this refund. Please try again.',
  rejectReasonRequired: 'Please give a reason for rejecting this commission',
  payoutNothingDue: 'No affiliate has reached the minimum payout yet',
  payoutAlreadyPaid: 'This payout batch has already been marked paid',
  orderAlreadyPaid: 'This order has already been paid',
  orderCancelled: 'This order has been cancelled. Please contact support.',
  titleRequired: 'Title is required',
  titleMax: 'Title must be less than 100 characters',
  contentRequired: 'Content is required',
  slugInvalid: 'Use lower-case letters, numbers and single hyphens',
  slugMax: 'The address must be 80 characters or fewer',
  slugTaken: 'Another post already uses this address',
  postChangedElsewhere:
    'This post was changed in another window since you opened it, so your save was refused. Reload the newer version, or keep your text as a new draft.',
  previewExpired: 'This preview link has expired. Ask for a new one.',
  publishAtRequired: 'Choose the date and time to publish',
  publishAtPast: 'Choose a time in the future',
  metaTitleMax: 'Meta title must be 60 characters or fewer',
  metaDescriptionMax: 'Meta description must be 155 characters or fewer',
  searchMax: 'Search must be 100 characters or fewer',
  linkUrlRequired: 'Link URL is required',
  linkUrlInvalid: 'Please enter a valid URL (e.g., https://www.youtube.com)',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMinLong: 'Password must be at least 8 characters long',
  passwordDigit: 'Password must include at least one number',
  passwordsMismatch: 'Passwords do not match',
  paypalEmailRequired: 'PayPal email is required',
  cashappTagRequired: 'Cash App $Cashtag is required',
  bankNameRequired: 'Bank name is required',
  accountNumberRequired: 'Account number is required',
  termsRequired: 'You must accept the terms and conditions',
  captchaRequired: 'Please complete the CAPTCHA verification',
  messageRequired: 'Message is required',
  invalidInput: 'Some fields need your attention',
  emailTaken: 'An account with this email already exists. Please use a different email or login to your existing account.',
  registrationFailed: 'Registration failed. Please try again.',
  offline: 'You appear to be offline. Please check your connection and try again.',
  uploadFailed: 'The upload failed. Please try again.',
  affiliateNotFound: 'Affiliate account not found. Please register as an affiliate first.',
  forgotPasswordLocked: 'Too many attempts. Your account has been temporarily locked. Please try again in 30 minutes.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  genericError: 'An error occurred. Please try again later.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const keyByText = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The message key for a message text, or undefined when the text is not one of ours. */
export function messageKey(text: string): MessageKey | undefined {
  return keyByText.get(text);
}
