import { isAppPath, type THelpLink } from '@lanehub/shared/features/help/help.contract';
import {
  ActionIcon,
  Alert,
  Anchor,
  Divider,
  Drawer,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Title,
  Tooltip,
  Typography,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconHelp } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { currentLanguage, translateMessage } from '../../lib/i18n';
import { useRouteAllowedCheck } from '../../nav/route-access';
import { isNoHelp, useHelp } from './api/use-help';

const LearnMoreLink = ({ link, onNavigate }: { link: THelpLink; onNavigate: () => void }) => {
  const { t } = useTranslation();
  if (isAppPath(link.url)) {
    return (
      <Anchor component={Link} to={link.url} onClick={onNavigate}>
        {link.label}
      </Anchor>
    );
  }
  return (
    <Anchor href={link.url} target="_blank" rel="noopener noreferrer">
      <Group gap={4} component="span" wrap="nowrap">
        {link.label}
        <IconExternalLink size={14} aria-hidden />
        <VisuallyHidden>{t('help.newTab')}</VisuallyHidden>
      </Group>
    </Anchor>
  );
};

// The top bar's contextual help (spec 01 §2.4): the help of the current screen, in the interface
// language, loaded from the server when the drawer opens.
export const HelpButton = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  // useTranslation re-renders on a language change, so the query key follows the language.
  const help = useHelp(pathname, currentLanguage(), opened);
  // Links to screens the user may not open are left out (issue 13 §1: the menus' rule).
  const allowed = useRouteAllowedCheck();

  // Links inside the content that stay in the app use the router instead of reloading the page.
  const contentRef = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) {
        return;
      }
      // A link of the content to a screen the user may not open reads as plain text.
      for (const anchor of Array.from(node.querySelectorAll('a[href]'))) {
        const href = anchor.getAttribute('href') ?? '';
        if (isAppPath(href) && !allowed(href)) {
          anchor.replaceWith(anchor.ownerDocument.createTextNode(anchor.textContent ?? ''));
        }
      }
      const onClick = (event: MouseEvent) => {
        const anchor = event.target instanceof Element ? event.target.closest('a') : null;
        const href = anchor?.getAttribute('href');
        if (!href || !isAppPath(href) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
          return;
        }
        event.preventDefault();
        close();
        navigate(href);
      };
      node.addEventListener('click', onClick);
      return () => node.removeEventListener('click', onClick);
    },
    [close, navigate, allowed],
  );

  const renderBody = () => {
    if (help.isPending) {
      return (
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">{t('help.loading')}</Text>
        </Group>
      );
    }
    if (help.isError) {
      return isNoHelp(help.error) ? (
        <Text c="dimmed">{t('help.empty')}</Text>
      ) : (
        <Alert color="red" title={t('common.error')}>
          {translateMessage(t, help.error.message)}
        </Alert>
      );
    }
    const { contentHtml } = help.data;
    const links = help.data.links.filter((link) => !isAppPath(link.url) || allowed(link.url));
    return (
      <Stack gap="md">
        <Typography
          ref={contentRef}
          data-testid="help-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes help HTML with an allow-list (p, ul, ol, li, strong, em, a[http/https/relative], h3, h4, br, code) on write and again on read (apps/server/src/features/help/help.sanitize.ts); no script, style, event handler or javascript: URL reaches this point.
          dangerouslySetInnerHTML={{ __html: contentHtml }}
        />
        {links.length > 0 ? (
          <>
            <Divider />
            <Title order={3} size="h4">
              {t('help.learnMore')}
            </Title>
            <List spacing="xs" aria-label={t('help.learnMore')}>
              {links.map((link) => (
                <List.Item key={`${link.url} ${link.label}`}>
                  <LearnMoreLink link={link} onNavigate={close} />
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
      </Stack>
    );
  };

  return (
    <>
      <Tooltip label={t('help.button')}>
        <ActionIcon variant="subtle" size="lg" aria-label={t('help.button')} onClick={open}>
          <IconHelp size={20} />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        title={help.data?.title ?? t('help.title')}
        closeButtonProps={{ 'aria-label': t('help.close') }}
      >
        {renderBody()}
      </Drawer>
    </>
  );
};
