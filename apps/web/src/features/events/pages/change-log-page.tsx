import { useTranslation } from 'react-i18next';
import { EventLog } from '../components/event-log';

// /settings/change-log: the company's own change log, for its administrators (Settings menu, role admin).
export const ChangeLogPage = () => {
  const { t } = useTranslation();
  return <EventLog scope="company" title={t('events.changeLogTitle')} />;
};
