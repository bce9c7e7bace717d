// Mail templates render with React on the server (React Email); the pragma serves tsx, esbuild and Vitest alike.
/** @jsxRuntime automatic */
/** @jsxImportSource react */

import {
  countryName,
  dateTimeFormat,
  formatPounds,
  type MailKind,
  maskPaymentDetails,
  type OrderExtra,
  type PaymentDetails,
  poundsToPence,
  SITE_TIME_ZONE,
} from '@storysong/core';
import type { ReactElement } from 'react';
import type { OutgoingMail } from '../../ports/mail/port.ts';
import { fill, type Localised, localised, type MailCopy } from './copy.ts';
import { loadEmailComponents } from './email-components.ts';
import { type EmailComponents, MailLayout, type MailWords, mailText } from './layout.tsx';

export interface Site {
  siteName: string;
  /** `SITE_URL`, without a trailing slash: every link in a message is absolute from it. */
  siteUrl: string;
}

/** What a feature asks to send: who, in which language, which message, and the facts it names. */
export interface MailRequest {
  kind: MailKind;
  to: string;
  /** The site language of the reader (an order keeps the customer's); English when unknown. */
  language?: string;
  /** The reader's name for the greeting. */
  name: string;
  /** Where the call to action leads, a path on the site. */
  path: string;
  /** The product the message is about, named in the reader's language (`product` in the words). */
  product?: { id: string; name: string };
  /** Amounts in pence, formatted in the reader's language; other values are plain text. */
  amountPence?: number;
  values?: Record<string, string>;
  /** Where an affiliate is now paid: named in the message, masked. */
  paymentDetails?: PaymentDetails;
  /** Until when that change holds their next payout (ISO instant), said in the business's time zone. */
  heldUntil?: string;
  /** Whether the order is still unpaid (the order-received message then says how to pay). */
  unpaid?: boolean;
  /** The extras bought with the order, each at what it was charged (0: the suite includes it), listed by the order's messages. */
  extras?: readonly OrderExtra[];
  /** The staff's morning email: the stories overdue and those due in the next 48 hours, and the conversations long waiting for us. */
  digest?: { overdue: DigestItem[]; soon: DigestItem[]; conversations?: DigestConversation[] };
  /** A visitor's own words, quoted as they wrote them in a staff alert (plain text: React escapes it). */
  quoted?: string;
}

/** A conversation in the staff's morning email that has waited for our reply for more than a business day. */
export interface DigestConversation {
  visitor: string;
  email: string;
  /** ISO instant it began waiting for us; shown in the business's time zone. */
  waitingSince: string;
  /** The assignee's name or email; null when nobody has it. */
  assignee: string | null;
}

/** One story in the staff's morning email. */
export interface DigestItem {
  customer: string;
  product: { id: string; name: string };
  stage: string;
  /** ISO instant; shown in the business's time zone. */
  dueAt: string | null;
  rush: boolean;
  revisionRequested: boolean;
  occasion: { kind: string | null; date: string | null } | null;
  /** The assignee's name or email; null when nobody has it. */
  assignee: string | null;
}

/** An instant as the morning email and the payout hold show it: day, month and time in the business's time zone. */
const digestTime = (iso: string, locale: Localised) =>
  dateTimeFormat(locale.dateLocale, {
    timeZone: SITE_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(Date.parse(iso));

const assigneeText = (assignee: string | null, locale: Localised) => {
  const words = locale.copy.productionDigest;
  return assignee ? fill(words.assignee, { name: assignee }) : words.unassigned;
};

/** One line per conversation: who, since when it waits for us, and whose it is. */
function conversationLine(item: DigestConversation, locale: Localised): string {
  const since = fill(locale.copy.productionDigest.waitingSince, { date: digestTime(item.waitingSince, locale) });
  return [item.visitor, item.email, since, assigneeText(item.assignee, locale)].join(' · ');
}

/** One line per story, in the reader's language: who, what, when due, where it stands, and what to mind. */
function digestLine(item: DigestItem, locale: Localised): string {
  const words = locale.copy.productionDigest;
  const dueAt = item.dueAt ? digestTime(item.dueAt, locale) : null;
  const occasion = item.occasion?.kind
    ? [
        locale.occasionName(item.occasion.kind),
        item.occasion.date
          ? dateTimeFormat(locale.dateLocale, { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(
              Date.parse(`${item.occasion.date}T00:00:00Z`),
            )
          : null,
      ]
        .filter(Boolean)
        .join(' ')
    : null;
  return [
    item.customer,
    locale.productName(item.product.id, item.product.name),
    dueAt && fill(words.due, { date: dueAt }),
    locale.stageName(item.stage),
    item.rush && words.rush,
    item.revisionRequested && words.revision,
    occasion,
    assigneeText(item.assignee, locale),
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' · ');
}

/**
 * A message composed for its reader: whom, in which language, and every word of it. Composing is
 * cheap and synchronous, so a change queues its messages inside its own transaction; rendering the
 * HTML and text waits until the message is sent, outside it.
 */
export interface ComposedMail {
  kind: MailKind;
  language: string;
  to: string;
  subject: string;
  words: MailWords;
}

/** Payment details in a sentence of the reader's language, masked: an email can be read by others. */
function paymentDetailsText(details: PaymentDetails, locale: Localised): string {
  const words = locale.copy.paymentDetailsChanged;
  const masked = maskPaymentDetails(details);
  switch (masked.method) {
    case 'paypal':
      return fill(words.paypal, { account: masked.paypalEmail });
    case 'cashapp':
      return fill(words.cashapp, { account: masked.cashappTag });
    case 'bank':
      return fill(words.bank, {
        account: masked.accountNumber,
        bank: `${masked.bankName} (${countryName(masked.country, locale.language)})`,
      });
  }
}

/** The extras an order bought, in a sentence: each named with its price, or as included in the suite. */
function extrasText(extras: readonly OrderExtra[], locale: Localised): string {
  const list = extras.map(
    (extra) =>
      `${locale.extraName(extra.id)} (${
        extra.pricePounds > 0 ? formatPounds(poundsToPence(extra.pricePounds), locale.dateLocale, 0) : locale.includedWord
      })`,
  );
  return fill(locale.copy.extras, { list: list.join(', ') });
}

/** A morning email that also lists conversations says so in its subject. */
function subjectOf(request: MailRequest, copy: MailCopy): string {
  const waiting = request.kind === 'productionDigest' && (request.digest?.conversations?.length ?? 0) > 0;
  return waiting ? copy.productionDigest.subjectWithConversations : copy[request.kind].subject;
}

/** Composes one message in the reader's language. */
export function composeMail(site: Site, request: MailRequest): ComposedMail {
  const locale = localised(request.language);
  const { copy } = locale;
  const words = copy[request.kind];
  const values: Record<string, string> = {
    ...request.values,
    ...(request.product && { product: locale.productName(request.product.id, request.product.name) }),
    name: request.name,
    siteName: site.siteName,
    ...(request.paymentDetails && { details: paymentDetailsText(request.paymentDetails, locale) }),
    contactUrl: `${site.siteUrl}/contact`,
    ...(request.heldUntil && { heldUntil: digestTime(request.heldUntil, locale) }),
    ...(request.amountPence !== undefined && {
      amount: formatPounds(request.amountPence, locale.dateLocale, request.amountPence % 100 === 0 ? 0 : 2),
    }),
  };
  const paragraphs = [fill(words.body, values)];
  if (request.extras?.length) paragraphs.push(extrasText(request.extras, locale));
  if (request.kind === 'orderReceived' && request.unpaid) paragraphs.push(fill(copy.orderReceived.unpaid, values));
  if (request.kind === 'newPaidOrder') paragraphs.push(fill(copy.newPaidOrder.settingsNote, values));
  if (request.kind === 'revisionRequested') {
    paragraphs.push(fill(copy.revisionRequested.notes, values), fill(copy.revisionRequested.settingsNote, values));
  }
  // Whether the customer may still ask for changes, and what a staff member reads of their answer.
  if (request.kind === 'lyricDraftSent') {
    paragraphs.push(fill(values.left === '0' ? copy.lyricDraftSent.last : copy.lyricDraftSent.changes, values));
  }
  if (request.kind === 'lyricsAnswered') {
    const words = copy.lyricsAnswered;
    const outcome = values.outcome === 'changes' || values.outcome === 'automatic' ? values.outcome : 'approved';
    paragraphs.push(words[outcome]);
    if (values.notes) paragraphs.push(fill(words.notes, values));
    paragraphs.push(fill(words.settingsNote, values));
  }
  if (request.kind === 'paymentDetailsChanged') {
    paragraphs.push(fill(copy.paymentDetailsChanged.notYou, values));
    if (values.heldUntil) paragraphs.push(fill(copy.paymentDetailsChanged.held, values));
  }
  // How a dispute ended, and why a payment was refunded without anyone asking.
  if (request.kind === 'disputeClosed') paragraphs.push(copy.disputeClosed[values.outcome === 'won' ? 'won' : 'lost']);
  if (request.kind === 'productionDigest' && request.digest) {
    const words = copy.productionDigest;
    for (const group of ['overdue', 'soon'] as const) {
      const items = request.digest[group];
      if (items.length === 0) continue;
      paragraphs.push(fill(words[group], { count: String(items.length) }), ...items.map((item) => digestLine(item, locale)));
    }
    const conversations = request.digest.conversations ?? [];
    if (conversations.length > 0) {
      paragraphs.push(
        fill(words.conversations, { count: String(conversations.length) }),
        ...conversations.map((item) => conversationLine(item, locale)),
      );
    }
  }
  // Staff alerts of a conversation quote the visitor's words; a contact message may have none.
  if (request.kind === 'conversationHandedOver' || request.kind === 'contactMessageReceived') {
    if (request.quoted) paragraphs.push(fill(copy.quotedMessage, { message: request.quoted }));
    else if (request.kind === 'contactMessageReceived') paragraphs.push(copy.contactMessageReceived.noMessage);
    paragraphs.push(fill(copy[request.kind].settingsNote, values));
  }
  if (request.kind === 'conversationLink') paragraphs.push(copy.conversationLink.private);
  // A staff reply: the staff member's words as written, line by line, as text (React escapes it), in our frame.
  if (request.kind === 'conversationReply') {
    paragraphs.push(...(request.quoted ?? '').split(/\n+/).filter((line) => line.trim() !== ''), copy.conversationReply.answer);
  }
  if (request.kind === 'paymentRefundedAutomatically') {
    paragraphs.push(copy.paymentRefundedAutomatically[values.reason === 'cancelled' ? 'cancelled' : 'duplicate']);
  }
  // The recipient of a reveal reads the customer's own words after ours.
  if (request.kind === 'songReveal') paragraphs.push(fill(copy.songReveal.message, values));
  // A song the customer has named is named in the message that brings it.
  if (
    (request.kind === 'songDelivered' || request.kind === 'revisionDelivered' || request.kind === 'songReveal') &&
    values.title
  ) {
    paragraphs.push(fill(copy.songTitle, values));
  }
  // A reveal's reader has no account and no order with us: greeted without a name, told who sent it.
  const reveal = request.kind === 'songReveal';
  return {
    kind: request.kind,
    language: locale.language,
    to: request.to,
    subject: fill(subjectOf(request, copy), values),
    words: {
      preview: fill(words.preview, values),
      heading: fill(words.heading, values),
      greeting: fill(reveal ? copy.songReveal.greeting : request.name ? copy.greeting : copy.greetingNoName, values),
      paragraphs,
      cta: { label: fill(words.cta, values), href: new URL(request.path, `${site.siteUrl}/`).href },
      signature: fill(copy.signature, values),
      footer: fill(reveal ? copy.songReveal.footer : copy.footer, values),
    },
  };
}

/** The doctype React Email's `render` puts before a message: XHTML 1.0 Transitional, what mail clients expect. */
const MAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

interface MailRenderer {
  email: EmailComponents;
  html(element: ReactElement): string;
}

let renderer: Promise<MailRenderer> | undefined;

/**
 * React Email's components and React's static renderer, loaded once: an `import()` of a module
 * already loaded still cost about 0.7 ms a message. Not React Email's `render`: it renders through
 * React's streaming renderer, which in Node runs each render in an AsyncLocalStorage, and from the
 * first message on every promise in the process paid for async hooks (3% of the server's time
 * under load). A message has no suspense, so the HTML is the same but for the streaming
 * renderer's comment markers. Left to the first message, not the function's module: importing it
 * costs a cold start ~600 ms. A server that runs for hours loads it before it serves, or that first
 * message holds every request in flight behind its import (the open loop's p99 was its first second).
 */
export function loadMailRenderer(): Promise<MailRenderer> {
  renderer ??= Promise.all([loadEmailComponents(), import('react-dom/server')]).then(
    ([email, { renderToStaticMarkup }]) => ({
      email,
      html: (element) => `${MAIL_DOCTYPE}${renderToStaticMarkup(element)}`,
    }),
    // A load that failed is tried again by the next message (the outbox retries this one).
    (error: unknown) => {
      renderer = undefined;
      throw error;
    },
  );
  return renderer;
}

/** Renders a composed message to HTML and plain text, in its reader's language and direction. */
export async function renderMail(site: Site, mail: ComposedMail): Promise<OutgoingMail> {
  const renderer = await loadMailRenderer();
  const props = { locale: localised(mail.language), siteName: site.siteName, siteUrl: site.siteUrl, ...mail.words };
  const html = renderer.html(<MailLayout email={renderer.email} {...props} />);
  return { to: mail.to, subject: mail.subject, html, text: mailText(props) };
}
