import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { toastSuccess } from '../../../components/toast';
import { RequirePermission } from '../../../resources/require-permission';
import { OrderLookupForm } from '../components/order-lookup-form';
import { CONTROL_PATH } from '../order-control-paths';

// `/orders/order-management/create`: take an order into Shipment Control (docs/orders-control.md).
export const ShipmentControlCreatePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <RequirePermission permission="order.view">
      <Stack>
        <PageHeader
          title={t('orderControl.create.title')}
          description={t('orderControl.create.description')}
          breadcrumbs={[
            { label: t('orderControl.list.title'), to: CONTROL_PATH },
            { label: t('orderControl.create.title') },
          ]}
        />
        <OrderLookupForm
          onSaved={(message) => {
            toastSuccess(message);
            void navigate(`${CONTROL_PATH}?view=all`);
          }}
        />
      </Stack>
    </RequirePermission>
  );
};
