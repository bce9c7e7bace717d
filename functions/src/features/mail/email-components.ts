/**
 * The React Email components the layout is made of, each from its own package. Their bundle,
 * `@react-email/components`, also evaluates Tailwind, Prism's grammars and a Markdown parser that
 * no message uses: importing it took 4.9–6.4 s against 0.35–0.57 s for these eleven on a loaded
 * two-core machine, a wait the first message of every cold function instance paid.
 */
export async function loadEmailComponents() {
  const [
    { Body },
    { Button },
    { Container },
    { Head },
    { Heading },
    { Hr },
    { Html },
    { Link },
    { Preview },
    { Section },
    { Text },
  ] = await Promise.all([
    import('@react-email/body'),
    import('@react-email/button'),
    import('@react-email/container'),
    import('@react-email/head'),
    import('@react-email/heading'),
    import('@react-email/hr'),
    import('@react-email/html'),
    import('@react-email/link'),
    import('@react-email/preview'),
    import('@react-email/section'),
    import('@react-email/text'),
  ]);
  return { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text };
}

export type EmailComponents = Awaited<ReturnType<typeof loadEmailComponents>>;
