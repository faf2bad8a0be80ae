import { Card, Center, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';
import { MAIN_CONTENT_ID } from '../lib/navigation-focus';

// The centred card of the public screens; the width is the spec's (login 400 px, account 544 px).
// The card is the screen's `main` landmark and its title the screen's one h1.
export const AuthCard = ({ title, width, children }: { title: string; width: number; children: ReactNode }) => {
  useDocumentTitle(title);
  return (
    <Center component="main" id={MAIN_CONTENT_ID} mih="100vh" p="md" bg="gray.0">
      <Card withBorder shadow="sm" radius="md" padding="xl" w={width} maw="100%">
        <Title order={1} mb="lg" ta="center">
          {title}
        </Title>
        {children}
      </Card>
    </Center>
  );
};
