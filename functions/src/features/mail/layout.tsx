// Mail templates render with React on the server (React Email); the pragma serves tsx, esbuild and Vitest alike.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Localised } from './copy.ts';

import type { EmailComponents } from './email-components.ts';

export type { EmailComponents };

// The brand's colours (web/src/app/theme): inline styles, as mail clients ignore stylesheets.
const INK = '#1f1333';
const BRAND = '#4B0082';
const MUTED = '#5b4a73';

/** A message's words, every one fixed in the reader's language: what the outbox keeps until it is sent. */
export interface MailWords {
  preview: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  cta: { label: string; href: string };
  signature: string;
  footer: string;
}

export interface LayoutProps extends MailWords {
  locale: Localised;
  siteName: string;
  siteUrl: string;
}

export type MailLayoutProps = LayoutProps & { email: EmailComponents };

/** Every message's frame: the site's name and tagline, the words, one call to action, in the reader's direction. */
export function MailLayout(props: MailLayoutProps) {
  const { locale, siteName, siteUrl, cta } = props;
  const { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } = props.email;
  return (
    <Html lang={locale.language} dir={locale.dir}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body
        style={{ backgroundColor: '#f4f0fa', color: INK, fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif' }}
      >
        <Container style={{ maxWidth: 560, margin: '24px auto', backgroundColor: '#ffffff', borderRadius: 12, padding: 32 }}>
          <Section>
            <Link href={`${siteUrl}/`} style={{ color: BRAND, fontSize: 22, fontWeight: 700, textDecoration: 'none' }}>
              {siteName}
            </Link>
            <Text style={{ color: MUTED, fontSize: 14, margin: '4px 0 0' }}>{locale.tagline}</Text>
          </Section>
          <Heading as="h1" style={{ fontSize: 24, margin: '28px 0 16px' }}>
            {props.heading}
          </Heading>
          <Text style={{ fontSize: 16 }}>{props.greeting}</Text>
          {props.paragraphs.map((paragraph) => (
            <Text key={paragraph} style={{ fontSize: 16, lineHeight: '24px' }}>
              {paragraph}
            </Text>
          ))}
          <Section style={{ margin: '28px 0' }}>
            <Button
              href={cta.href}
              style={{
                backgroundColor: BRAND,
                color: '#ffffff',
                borderRadius: 8,
                padding: '14px 24px',
                fontSize: 16,
                fontWeight: 600,
              }}
            >
              {cta.label}
            </Button>
          </Section>
          <Text style={{ fontSize: 16 }}>{props.signature}</Text>
          <Hr />
          <Text style={{ fontSize: 12, color: MUTED }}>
            {props.footer} <Link href={`${siteUrl}/`}>{siteUrl}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The rule between the message and its footer in the plain-text part. */
const TEXT_RULE = '-'.repeat(40);

/**
 * Every message's frame in plain text, for readers whose client shows no HTML: the same words in
 * the same order as `MailLayout`, each link written out after its label, the heading in capitals.
 * Built from the words rather than converted back from the HTML, which cost about 0.8 ms a message.
 */
export function mailText(props: LayoutProps): string {
  const { locale, siteName, siteUrl, cta } = props;
  return [
    `${siteName} ${siteUrl}/\n${locale.tagline}`,
    props.heading.toLocaleUpperCase(locale.language),
    props.greeting,
    ...props.paragraphs,
    `${cta.label} ${cta.href}`,
    props.signature,
    TEXT_RULE,
    `${props.footer} ${siteUrl}/`,
  ].join('\n\n');
}
