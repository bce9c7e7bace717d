// Builds one number and one date formatter, then ends: see warmUpIntl in intlWarmup.ts.
new Intl.NumberFormat(undefined, { style: 'currency', currency: 'GBP' }).format(1);
new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(0);
close();
