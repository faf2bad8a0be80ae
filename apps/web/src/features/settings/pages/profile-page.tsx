import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';

const Line = ({ label, value }: { label: string; value: string }) => (
  <div>
    <Text size="xs" c="dimmed" tt="uppercase">
      {label}
    </Text>
    <Text fw={500}>{value || '—'}</Text>
  </div>
);

// /settings/profile: who is signed in, for which company and account, with which permissions.
// Editing the profile and the avatar comes with identity and administration (issue 4).
export const ProfilePage = () => {
  const { t } = useTranslation();
  const { profile, policy, company, account } = useSession();
  const permissions = policy?.permissions ?? [];
  return (
    <Stack maw={800}>
      <Title order={2}>{t('menu.profile')}</Title>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Line label={t('profile.firstName')} value={profile?.firstName ?? ''} />
          <Line label={t('profile.lastName')} value={profile?.lastName ?? ''} />
          <Line label={t('profile.email')} value={profile?.email ?? ''} />
          <Line
            label={t('profile.role')}
            value={profile ? t(`dashboard.roles.${profile.role}`, { defaultValue: profile.role }) : ''}
          />
          <Line label={t('profile.company')} value={(company ?? profile?.company)?.legalName ?? ''} />
          <Line label={t('profile.account')} value={account?.number ?? ''} />
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          {t('profile.permissions')}
        </Text>
        {policy?.isSystemAdmin ? <Badge color="green">{t('profile.systemAdmin')}</Badge> : null}
        {permissions.length === 0 && !policy?.isSystemAdmin ? (
          <Text c="dimmed" size="sm">
            {t('profile.noPermissions')}
          </Text>
        ) : (
          <Group gap={6} mt={4}>
            {permissions.map((p) => (
              <Badge key={p} variant="light" tt="none">
                {p}
              </Badge>
            ))}
          </Group>
        )}
      </Card>
    </Stack>
  );
};
