import {
  BOL_TRANSITIONS,
  type TBol,
  type TBolAction,
} from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import { Alert, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailList } from '../../../components/detail-list';
import { PageHeader } from '../../../components/page-header';
import { toastError, toastSuccess } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission } from '../../../resources/require-permission';
import { downloadBolPdf, useBol, useBolAction, useDeleteBol } from '../api/bol-api';
import { BOL_LIST_PATH } from '../bol-paths';
import { BolFormModal } from '../components/bol-form-modal';
import { BolStatusBadge } from '../components/bol-status-badge';

const ACTIONS: readonly TBolAction[] = ['approve', 'issue', 'surrender', 'void'];

/** A value of the amendment history, as text. */
const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') {
    return '—';
  }
  if (Array.isArray(value)) {
    return value
      .map((v) => (typeof v === 'object' && v && 'containerNumber' in v ? String(v.containerNumber) : shown(v)))
      .join(', ');
  }
  if (typeof value === 'object') {
    const party = value as { name?: unknown; address?: unknown };
    return [party.name, party.address].filter(Boolean).join(', ') || '—';
  }
  return String(value);
};

const BolDetail = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useBol(id);
  const act = useBolAction(id);
  const remove = useDeleteBol();
  const [editing, setEditing] = useState<'edit' | 'amend' | null>(null);
  const [confirming, setConfirming] = useState<TBolAction | 'delete' | null>(null);
  const [downloading, setDownloading] = useState(false);

  if (query.isPending) {
    return <Loader aria-label={t('common.loading')} />;
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('billsOfLading.loadError')}>
        {translateMessage(t, query.error.message)}
      </Alert>
    );
  }
  const bol: TBol = query.data;
  const allowed = ACTIONS.filter((a) => (BOL_TRANSITIONS[a].from as readonly string[]).includes(bol.status));
  const editable = bol.status === 'draft' || bol.status === 'approved';

  const run = async (action: TBolAction | 'delete') => {
    try {
      if (action === 'delete') {
        const reply = await remove.mutateAsync(bol.id);
        toastSuccess(translateMessage(t, reply.meta.message ?? ''));
        navigate(BOL_LIST_PATH);
        return;
      }
      const reply = await act.mutateAsync(action);
      toastSuccess(translateMessage(t, reply.meta.message ?? ''));
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
      await query.refetch();
    } finally {
      setConfirming(null);
    }
  };
  const pdf = async () => {
    setDownloading(true);
    try {
      await downloadBolPdf(bol);
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack>
      <PageHeader
        title={t('billsOfLading.detailTitle', { number: bol.bolNumber })}
        badge={<BolStatusBadge status={bol.status} />}
        breadcrumbs={[{ label: t('billsOfLading.title'), to: BOL_LIST_PATH }, { label: bol.bolNumber }]}
        description={t('billsOfLading.detailDescription')}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={pdf} loading={downloading}>
              {t('billsOfLading.downloadPdf')}
            </Button>
            {editable ? (
              <Button variant="default" onClick={() => setEditing('edit')}>
                {t('billsOfLading.edit')}
              </Button>
            ) : null}
            {bol.status === 'issued' ? (
              <Button variant="default" onClick={() => setEditing('amend')}>
                {t('billsOfLading.amend')}
              </Button>
            ) : null}
            {bol.status === 'draft' ? (
              <Button variant="default" color="red" onClick={() => setConfirming('delete')}>
                {t('billsOfLading.delete')}
              </Button>
            ) : null}
            {allowed.map((action) => (
              <Button
                key={action}
                color={action === 'void' ? 'red' : undefined}
                variant={action === 'void' ? 'light' : 'filled'}
                onClick={() => setConfirming(action)}
              >
                {t(`billsOfLading.actions.${action}`)}
              </Button>
            ))}
          </Group>
        }
      />
      <Card withBorder padding="sm" component="section" aria-label={t('billsOfLading.partiesAndRouting')}>
        <DetailList
          cols={4}
          label={t('billsOfLading.partiesAndRouting')}
          items={[
            { label: t('billsOfLading.fields.shipper'), value: shown(bol.shipper) },
            { label: t('billsOfLading.fields.consignee'), value: shown(bol.consignee) },
            {
              label: t('billsOfLading.fields.notifyParty'),
              value: bol.notifyParty.name ? shown(bol.notifyParty) : null,
            },
            {
              label: t('billsOfLading.fields.carrierName'),
              value: [bol.carrierName, bol.carrierScac].filter(Boolean).join(' · '),
            },
            { label: t('billsOfLading.vesselVoyage'), value: [bol.vesselName, bol.voyage].filter(Boolean).join(' / ') },
            { label: t('billsOfLading.fields.placeOfReceipt'), value: bol.placeOfReceipt },
            { label: t('billsOfLading.fields.portOfLoading'), value: bol.portOfLoading },
            { label: t('billsOfLading.fields.portOfDischarge'), value: bol.portOfDischarge },
            { label: t('billsOfLading.fields.placeOfDelivery'), value: bol.placeOfDelivery },
            {
              label: t('billsOfLading.fields.freightTerms'),
              value: t(`billsOfLading.freightTerms.${bol.freightTerms}`),
            },
            { label: t('billsOfLading.fields.numberOfOriginals'), value: String(bol.numberOfOriginals) },
            {
              label: t('billsOfLading.issuedAt'),
              value: bol.issuedAt ? formatDate(bol.issuedAt, 'dateTime') : null,
            },
            { label: t('billsOfLading.orders'), value: bol.orders.map((o) => o.orderNumber).join(', ') },
          ]}
        />
      </Card>
      <Card withBorder padding="sm" component="section" aria-label={t('billsOfLading.fields.containers')}>
        <Text fw={600} size="sm" mb="xs">
          {t('billsOfLading.fields.containers')}
        </Text>
        {bol.containers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('billsOfLading.noContainers')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={t('billsOfLading.fields.containers')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('billsOfLading.fields.containerNumber')}</Table.Th>
                  <Table.Th>{t('billsOfLading.fields.sizeType')}</Table.Th>
                  <Table.Th>{t('billsOfLading.fields.sealNumbers')}</Table.Th>
                  <Table.Th>{t('billsOfLading.fields.packages')}</Table.Th>
                  <Table.Th>{t('billsOfLading.fields.containerWeight')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {bol.containers.map((c) => (
                  <Table.Tr key={c.containerNumber}>
                    <Table.Td>{c.containerNumber}</Table.Td>
                    <Table.Td>{c.sizeType ?? '—'}</Table.Td>
                    <Table.Td>{c.sealNumbers.join(', ') || '—'}</Table.Td>
                    <Table.Td>{c.packages ?? '—'}</Table.Td>
                    <Table.Td>{c.grossWeightKg === null ? '—' : c.grossWeightKg.toLocaleString()}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Card withBorder padding="sm" component="section" aria-label={t('billsOfLading.cargo')}>
        <DetailList
          cols={3}
          label={t('billsOfLading.cargo')}
          items={[
            { label: t('billsOfLading.fields.marks'), value: bol.marks },
            { label: t('billsOfLading.fields.goodsDescription'), value: bol.goodsDescription },
            {
              label: t('billsOfLading.fields.packageCount'),
              value: [bol.packageCount, bol.packageKind].filter((v) => v !== null && v !== '').join(' '),
            },
            {
              label: t('billsOfLading.fields.grossWeightKg'),
              value: bol.grossWeightKg === null ? null : `${bol.grossWeightKg.toLocaleString()} kg`,
            },
            { label: t('billsOfLading.fields.volumeM3'), value: bol.volumeM3 === null ? null : `${bol.volumeM3} m³` },
          ]}
        />
      </Card>
      <Card withBorder padding="sm" component="section" aria-labelledby="bol-amendments">
        <Text fw={600} size="sm" mb="xs" id="bol-amendments">
          {t('billsOfLading.history')}
        </Text>
        {bol.amendments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {bol.status === 'issued' ? t('billsOfLading.noAmendmentsIssued') : t('billsOfLading.noAmendments')}
          </Text>
        ) : (
          <Stack gap="sm">
            {bol.amendments.map((a) => (
              <div key={a.id}>
                <Text size="sm" fw={500}>
                  {t('billsOfLading.amendedBy', {
                    date: formatDate(a.createdAt, 'dateTime'),
                    name: a.amendedByName ?? '—',
                  })}
                </Text>
                <Text size="sm">{t('billsOfLading.amendmentReason', { reason: a.reason })}</Text>
                {Object.keys(a.after).map((field) => (
                  <Text size="xs" c="dimmed" key={field}>
                    {t('billsOfLading.amendmentChange', {
                      field: t(`billsOfLading.fields.${field}`, { defaultValue: field }),
                      before: shown(a.before[field]),
                      after: shown(a.after[field]),
                    })}
                  </Text>
                ))}
              </div>
            ))}
          </Stack>
        )}
      </Card>
      {editing ? <BolFormModal opened onClose={() => setEditing(null)} mode={{ kind: editing, bol }} /> : null}
      <ConfirmDialog
        opened={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => (confirming ? run(confirming) : undefined)}
        title={confirming ? t(`billsOfLading.confirm.${confirming}`) : undefined}
        message={confirming ? t(`billsOfLading.confirmText.${confirming}`, { number: bol.bolNumber }) : undefined}
        confirmLabel={
          confirming
            ? t(confirming === 'delete' ? 'billsOfLading.delete' : `billsOfLading.actions.${confirming}`)
            : undefined
        }
        confirmColor={confirming === 'void' || confirming === 'delete' ? 'red' : 'blue'}
      />
    </Stack>
  );
};

export const BolDetailPage = () => {
  const { id = '' } = useParams();
  return (
    <RequirePermission permission="forwarding.view">
      <BolDetail key={id} id={id} />
    </RequirePermission>
  );
};
