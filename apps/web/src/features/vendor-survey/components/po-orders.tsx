import type { TSurveyUpload } from '@lanehub/shared/features/vendor-survey/vendor-survey.contract';
import { ActionIcon, ScrollArea, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Orders = NonNullable<TSurveyUpload['orders']>;

// The Upload PO step's table (spec 01 §2.7): the parsed orders, each with its line items behind an
// expand button.
export const PoOrders = ({ orders, rows }: { orders: Orders; rows: number }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (poNumber: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(poNumber)) {
        next.delete(poNumber);
      } else {
        next.add(poNumber);
      }
      return next;
    });
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Text size="sm" c="dimmed" mb={4}>
        {t('vendorSurvey.wizard.ordersCount', { count: orders.length, rows })}
      </Text>
      <Table withTableBorder fz="sm" miw={480}>
        <Table.Caption>{t('vendorSurvey.wizard.ordersCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>
              <VisuallyHidden>{t('vendorSurvey.wizard.expand')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('vendorSurvey.wizard.poNumber')}</Table.Th>
            <Table.Th>{t('vendorSurvey.wizard.customer')}</Table.Th>
            <Table.Th ta="right">{t('vendorSurvey.wizard.lineItems')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => {
            const expanded = open.has(order.poNumber);
            return (
              <Fragment key={order.poNumber}>
                <Table.Tr>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={expanded}
                      aria-label={t('vendorSurvey.wizard.showItems', { poNumber: order.poNumber })}
                      onClick={() => toggle(order.poNumber)}
                    >
                      {expanded ? (
                        <IconChevronDown size={16} aria-hidden />
                      ) : (
                        <IconChevronRight size={16} aria-hidden />
                      )}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td fw={600}>{order.poNumber}</Table.Td>
                  <Table.Td>{order.customer ?? '—'}</Table.Td>
                  <Table.Td ta="right">{order.items.length}</Table.Td>
                </Table.Tr>
                {expanded ? (
                  <Table.Tr>
                    <Table.Td />
                    <Table.Td colSpan={3}>
                      <Table fz="xs" withTableBorder>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th>{t('vendorSurvey.wizard.item')}</Table.Th>
                            <Table.Th>{t('vendorSurvey.wizard.description')}</Table.Th>
                            <Table.Th ta="right">{t('vendorSurvey.wizard.quantity')}</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {order.items.map((item, i) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: line items are listed in file order
                            <Table.Tr key={i}>
                              <Table.Td>{item.item}</Table.Td>
                              <Table.Td>{item.description ?? '—'}</Table.Td>
                              <Table.Td ta="right">{item.quantity}</Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
};
