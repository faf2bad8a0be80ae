import { MSG } from '@lanehub/shared/constants/messages';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/i18n';
import { accessSubjectOf, useSession } from '../lib/session';

/** Company administrators (role 'admin') and system administrators, as the Settings menu gates them. */
export const useIsCompanyAdmin = () => {
  const session = useSession();
  return session.profile?.role === 'admin' || accessSubjectOf(session).isSystemAdmin;
};

// The server refuses anyway (403); this spares the user a screen of errors.
export const RequireCompanyAdmin = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  if (!useIsCompanyAdmin()) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, MSG.forbidden)}
      </Alert>
    );
  }
  return children;
};
