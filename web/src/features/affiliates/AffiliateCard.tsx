import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import focus from '../../ui/focus.module.css';

/** The centred card every affiliate account screen (sign-in, register, recovery) sits in. */
export function AffiliateCard({
  title,
  subtitle,
  children,
  size = 'xs',
  outcome = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  size?: 'xs' | 'sm';
  /** The result of a form that it replaces: the title takes the focus the form's button had, and is read out. */
  outcome?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (outcome) heading.current?.focus();
  }, [outcome]);
  return (
    <Container size={size} py="xl" px="md">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2" ref={heading} tabIndex={outcome ? -1 : undefined} className={focus.ring}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
