import { MSG } from '@lanehub/shared/constants/messages';
import { ActionIcon, Anchor, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../lib/format';
import { translateMessage } from '../../lib/i18n';
import { useMarkAllRead, useMarkRead, useNotifications } from './api/notifications';

// The top bar's bell (spec 01 §2.4): a dot while something is unread, the newest ten on click.
export const NotificationBell = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const query = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const items = query.data?.items ?? [];
  const unread = query.data?.unread ?? 0;

  // The dot wraps the whole popover so that the popover's target, which carries aria-haspopup and
  // aria-expanded, is the bell's button itself.
  return (
    <Indicator color="red" size={9} offset={5} disabled={unread === 0} processing={false} data-testid="bell-dot">
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        shadow="md"
        withinPortal
        onOpen={() => void query.refetch()}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={
              unread > 0
                ? `${t('shell.notifications')} (${t('shell.unread', { count: unread })})`
                : t('shell.notifications')
            }
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-label={t('shell.notifications')} role="dialog">
          <Group justify="space-between" mb="xs" px={4}>
            <Text fw={600}>{t('shell.notifications')}</Text>
            {unread > 0 ? (
              <Anchor component="button" type="button" size="xs" onClick={() => markAllRead.mutate()}>
                {t('shell.markAllRead')}
              </Anchor>
            ) : null}
          </Group>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="md">
              {translateMessage(t, MSG.noNotification)}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              <Stack gap={2}>
                {items.map((n) => (
                  <UnstyledButton
                    key={n.id}
                    p={6}
                    style={{ borderRadius: 4, background: n.read ? undefined : 'var(--mantine-color-green-0)' }}
                    onClick={() => {
                      if (!n.read) {
                        markRead.mutate(n.id);
                      }
                      if (n.link) {
                        setOpened(false);
                        void navigate(n.link);
                      }
                    }}
                  >
                    <Text size="sm" fw={n.read ? 400 : 600}>
                      {n.msg}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(n.createdAt, 'dateTime12')}
                    </Text>
                  </UnstyledButton>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
};
