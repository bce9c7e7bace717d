// Builds one number and one date formatter, then ends: ICU's locale data is loaded once per
// renderer process, so the page's own formatters then cost well under a millisecond (decision 059).
// Started by boot.js on a rendered page, by src/app/intlWarmup.ts on the app's shell.
new Intl.NumberFormat(undefined, { style: 'currency', currency: 'GBP' }).format(1);
new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(0);
close();
