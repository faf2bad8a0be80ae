import { MSG } from '@lanehub/shared/constants/messages';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/i18n';
import { accessSubjectOf, useSession } from '../lib/session';

// The admin area works across companies, so the server lets system administrators only
// (access.admin); the screen says so instead of showing a page of 403s.
export const useIsSystemAdmin = () => accessSubjectOf(useSession()).isSystemAdmin;

export const RequireSystemAdmin = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  if (!useIsSystemAdmin()) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, MSG.forbidden)}
      </Alert>
    );
  }
  return children;
};
