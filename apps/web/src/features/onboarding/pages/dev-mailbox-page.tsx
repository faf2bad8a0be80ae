import type { TMailboxItem } from '@lanehub/shared/features/onboarding/onboarding.contract';
import { Alert, Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { SearchBox } from '../../../components/search-box';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useDevMailbox } from '../api/dev-mailbox';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The text of an e-mail with its web addresses as links (the only markup it gets: no HTML is rendered). */
export const linkify = (text: string): ReactNode[] => {
  // Each part is keyed by where it starts in the text: stable for a given e-mail.
  let offset = 0;
  return text.split(URL_PATTERN).map((part, index) => {
    const at = offset;
    offset += part.length;
    return index % 2 === 1 ? (
      <Anchor key={`${at}:${part.length}`} href={part}>
        {part}
      </Anchor>
    ) : (
      <Fragment key={`${at}:${part.length}`}>{part}</Fragment>
    );
  });
};

const MailCard = ({ mail }: { mail: TMailboxItem }) => {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" component="article" aria-label={mail.subject}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{mail.subject}</Text>
          <Badge variant="light">{mail.kind}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('onboardingFlows.mailbox.to', { to: mail.to })} · {formatDate(mail.createdAt, 'dateTimeSeconds')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {linkify(mail.text)}
        </Text>
      </Stack>
    </Card>
  );
};

// /dev/mailbox: the e-mails of the outbox when no SMTP server is configured (with SMTP_URL the API
// does not exist and this page says so). System administrators only, like the API.
const DevMailbox = () => {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const mailbox = useDevMailbox(to);
  const unavailable = isApiError(mailbox.error) && mailbox.error.status === 404;
  useDocumentTitle(t('onboardingFlows.mailbox.title'));

  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{t('onboardingFlows.mailbox.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('onboardingFlows.mailbox.intro')}
        </Text>
        <Group align="flex-start" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <SearchBox
              label={t('onboardingFlows.mailbox.filter')}
              placeholder={t('onboardingFlows.mailbox.filter')}
              onSearch={setTo}
            />
          </div>
          <Button variant="default" onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
            {t('onboardingFlows.mailbox.refresh')}
          </Button>
        </Group>
        {unavailable ? (
          <Alert color="yellow" variant="light" role="alert">
            {t('onboardingFlows.mailbox.unavailable')}
          </Alert>
        ) : mailbox.isError ? (
          <Alert color="red" variant="light" role="alert">
            {translateMessage(t, mailbox.error.message)}
          </Alert>
        ) : null}
        {mailbox.isSuccess && mailbox.data.length === 0 ? <Text>{t('onboardingFlows.mailbox.empty')}</Text> : null}
        {(mailbox.data ?? []).map((mail) => (
          <MailCard key={mail.id} mail={mail} />
        ))}
      </Stack>
    </Container>
  );
};

export const DevMailboxPage = () => (
  <RequireSystemAdmin>
    <DevMailbox />
  </RequireSystemAdmin>
);
