import { Anchor, Box, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/document-title';

/** One step of the breadcrumbs: a link, or the current place when it has no `to`. */
export type PageCrumb = { label: string; to?: string | undefined };

export type PageHeaderProps = {
  /** The screen's title: its one `h1`. */
  title: ReactNode;
  /** One line that says what the screen is for. */
  description?: ReactNode;
  /** The primary action (and at most a secondary one) at the right of the band. */
  actions?: ReactNode;
  /** Where the sidebar does not show the place (a detail screen, a screen of another section). */
  breadcrumbs?: readonly PageCrumb[] | undefined;
  /** Beside the title: a status badge. */
  badge?: ReactNode;
  /** The browser tab's name when `title` is not plain text; a text title names the tab by itself. */
  documentTitle?: string | undefined;
};

// The band at the top of every screen (docs/ui.md): breadcrumbs, the title as the screen's single
// h1, one line of purpose, and the primary action on the right. It wraps on a narrow screen. It names
// the browser tab after its title.
export const PageHeader = ({ title, description, actions, breadcrumbs, badge, documentTitle }: PageHeaderProps) => {
  const { t } = useTranslation();
  // The tab is named after the screen's h1 ('<Screen> · Lanehub', lib/document-title.ts).
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : null));
  return (
    <Box
      component="header"
      data-testid="page-header"
      pb="md"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <Box component="nav" aria-label={t('pageHeader.breadcrumbs')} mb={6}>
          <Breadcrumbs separatorMargin={6} fz="sm">
            {breadcrumbs.map((crumb) =>
              crumb.to ? (
                <Anchor key={`${crumb.label}-${crumb.to}`} component={Link} to={crumb.to} size="sm">
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={crumb.label} size="sm" c="dimmed" aria-current="page">
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </Box>
      ) : null}
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} fz={26} fw={650} lh={1.25}>
              {title}
            </Title>
            {badge}
          </Group>
          {description ? (
            <Text size="sm" c="dimmed" data-testid="page-description">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <Group gap="xs" wrap="wrap" justify="flex-end">
            {actions}
          </Group>
        ) : null}
      </Group>
    </Box>
  );
};
