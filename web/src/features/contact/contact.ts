/** Where the 'Get in Touch' email button writes to. */
export const CONTACT_EMAIL = 'hello@storysong.com';
