import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotProps } from '../../../app/feature-manifest';
import { toastError } from '../../../components/toast';
import { translateMessage } from '../../../lib/i18n';
import { downloadOrdersExcel } from '../api/order-changelog-api';

// "Export to Excel" on the orders lists (the 'orders.list.actions' slot): the list's current filters,
// sort and search, every matching order, as the .xlsx file the browser saves.
export const ExportOrdersButton = ({ params }: SlotProps['orders.list.actions']) => {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await downloadOrdersExcel(params);
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} loading={exporting} onClick={run}>
      {t('orderChangelog.exportOrders')}
    </Button>
  );
};
