import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The centred card every affiliate account screen (sign-in, register, recovery) sits in. */
export function AffiliateCard({
  title,
  subtitle,
  children,
  size = 'xs',
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  size?: 'xs' | 'sm';
}) {
  return (
    <Container size={size} py="xl" px="md">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
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
