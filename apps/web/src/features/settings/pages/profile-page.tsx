import {
  type TProfileDetails,
  type TProfileUpdate,
  type TProfileUpdateInput,
  ZProfileUpdate,
} from '@lanehub/shared/features/settings/settings.contract';
import { Alert, Badge, Box, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataField } from '../../../components/detail-list';
import { applyServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { PageHeader } from '../../../components/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { toastError, toastSuccess } from '../../../components/toast';
import { translateMessage } from '../../../lib/i18n';
import { permissionLabel } from '../../../lib/permission-label';
import { useSession } from '../../../lib/session';
import { useProfileDetails } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarEditor } from '../components/avatar-editor';
import { TextField } from '../components/text-field';
import { initialsOf } from '../components/user-avatar';

const FIELDS = ['firstName', 'lastName', 'phone', 'title'] as const;

const Line = ({ label, value }: { label: string; value: string }) => (
  <div>
    <Text size="xs" c="dimmed" tt="uppercase">
      {label}
    </Text>
    <Text fw={500}>{value || '—'}</Text>
  </div>
);

const ProfileForm = ({ profile }: { profile: TProfileDetails }) => {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useAppForm<TProfileUpdateInput, TProfileUpdate>(ZProfileUpdate, {
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      title: profile.title,
    },
  });
  const errorOf = useFieldError(form);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const reply = await update.mutateAsync(values);
      form.reset({
        firstName: reply.data.firstName,
        lastName: reply.data.lastName,
        phone: reply.data.phone,
        title: reply.data.title,
      });
      toastSuccess(t('messages.profileUpdated'));
    } catch (error) {
      if (!applyServerErrors(form, error, FIELDS)) {
        // Spec 01 §8: 'Failed to update user'.
        toastError(t('messages.updateUserFailed'));
      }
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            control={form.control}
            name="firstName"
            label={t('profile.firstName')}
            required
            error={errorOf('firstName')}
          />
          <TextField
            control={form.control}
            name="lastName"
            label={t('profile.lastName')}
            required
            error={errorOf('lastName')}
          />
          <Box component="dl" m={0}>
            <DataField label={t('profile.email')} value={profile.email} />
          </Box>
          <TextField control={form.control} name="phone" label={t('settings.profile.phone')} error={errorOf('phone')} />
          <TextField control={form.control} name="title" label={t('settings.profile.title')} error={errorOf('title')} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('settings.profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

// /settings/profile: the signed-in user edits their name, phone, title and avatar (spec 01 §2.3, §8);
// their company, account, role and permissions are shown, not edited here.
export const ProfilePage = () => {
  const { t } = useTranslation();
  const { policy, company, account, profile: sessionProfile } = useSession();
  const details = useProfileDetails();
  const permissions = policy?.permissions ?? [];
  const profile = details.data;
  return (
    <Stack maw={800}>
      <PageHeader title={t('menu.profile')} description={t('pages.profile')} />
      {details.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, details.error.message)}
        </Alert>
      ) : null}
      {details.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
      {profile ? (
        <>
          <Card withBorder>
            <AvatarEditor avatarUrl={profile.avatarUrl} initials={initialsOf(profile.firstName, profile.lastName)} />
          </Card>
          <Card withBorder>
            <ProfileForm key={profile.userId} profile={profile} />
          </Card>
        </>
      ) : null}
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Line
            label={t('profile.role')}
            value={sessionProfile ? t(`userRoles.${sessionProfile.role}`, { defaultValue: sessionProfile.role }) : ''}
          />
          <Line label={t('profile.company')} value={(company ?? sessionProfile?.company)?.legalName ?? ''} />
          <Line label={t('profile.account')} value={account?.number ?? ''} />
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          {t('profile.permissions')}
        </Text>
        {policy?.isSystemAdmin ? <StatusBadge tone="special">{t('profile.systemAdmin')}</StatusBadge> : null}
        {permissions.length === 0 && !policy?.isSystemAdmin ? (
          <Text c="dimmed" size="sm">
            {t('profile.noPermissions')}
          </Text>
        ) : (
          <Group gap={6} mt={4}>
            {permissions.map((p) => (
              <Badge key={p} variant="light" tt="none" title={p}>
                {permissionLabel(t, p)}
              </Badge>
            ))}
          </Group>
        )}
      </Card>
    </Stack>
  );
};
