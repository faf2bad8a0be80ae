import { Card, Center, Title } from '@mantine/core';
import type { ReactNode } from 'react';

// The centred card of the public screens; the width is the spec's (login 400 px, account 544 px).
export const AuthCard = ({ title, width, children }: { title: string; width: number; children: ReactNode }) => (
  <Center mih="100vh" p="md" bg="gray.0">
    <Card withBorder shadow="sm" radius="md" padding="xl" w={width} maw="100%">
      <Title order={2} mb="lg" ta="center">
        {title}
      </Title>
      {children}
    </Card>
  </Center>
);
