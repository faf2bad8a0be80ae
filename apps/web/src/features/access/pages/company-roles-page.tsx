import { useTranslation } from 'react-i18next';
import { RequireCompanyAdmin } from '../../../resources/require-company-admin';
import { RolesPanel } from '../components/roles-panel';

// /company/role (Company menu 'Roles', issue 5): the company's roles and the global ones, with create.
export const CompanyRolesPage = () => {
  const { t } = useTranslation();
  return (
    <RequireCompanyAdmin>
      <RolesPanel title={t('menu.roles')} />
    </RequireCompanyAdmin>
  );
};
