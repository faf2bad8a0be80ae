import { MSG } from '@lanehub/shared/constants/messages';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import { accessSubjectOf, useSession } from '../../../lib/session';
import { EventLog } from '../components/event-log';

// /admin/event-management (spec 01: Admin → Data Events): every company's change log. The server
// answers system administrators only, so the screen says so instead of showing a 403.
export const DataEventsPage = () => {
  const { t } = useTranslation();
  const isSystemAdmin = accessSubjectOf(useSession()).isSystemAdmin;
  if (!isSystemAdmin) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, MSG.forbidden)}
      </Alert>
    );
  }
  return <EventLog scope="admin" title={t('menu.dataEvents')} />;
};
