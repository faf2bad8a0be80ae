import { can } from '@lanehub/shared/access/matcher';
import { MSG } from '@lanehub/shared/constants/messages';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/i18n';
import { accessSubjectOf, useSession } from '../lib/session';

export const useCan = () => {
  const session = useSession();
  const subject = accessSubjectOf(session);
  return (permission: string) => can(subject, permission);
};

// The server refuses anyway; this spares the user a screen of errors.
export const RequirePermission = ({ permission, children }: { permission: string; children: ReactNode }) => {
  const { t } = useTranslation();
  const allowed = useCan()(permission);
  if (!allowed) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, MSG.forbidden)}
      </Alert>
    );
  }
  return children;
};
