import type { EquipmentKind, TEquipment } from '@lanehub/shared/features/equipment/equipment.contract';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { toastError, toastSuccess } from '../../../components/toast';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission } from '../../../resources/require-permission';
import { useDeleteEquipment } from '../api/delete-equipment';
import { useEquipment } from '../api/get-equipment';
import { useSaveEquipment } from '../api/save-equipment';
import { EquipmentForm, emptyEquipment, valuesOf } from '../components/equipment-form';
import { equipmentEditPath, equipmentListPath } from '../equipment-paths';
import { kindInMessage, kindLabel } from '../equipment-text';

const NewEquipment = ({ kind }: { kind: EquipmentKind }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveEquipment();
  return (
    <EquipmentForm
      kind={kind}
      mode="create"
      initialValues={emptyEquipment(kind)}
      onCancel={() => navigate(equipmentListPath(kind))}
      onSave={async (values) => {
        await save.mutateAsync(values);
        toastSuccess(t('equipment.messages.created'));
        navigate(equipmentListPath(kind));
      }}
    />
  );
};

const EditEquipment = ({ kind, unit }: { kind: EquipmentKind; unit: TEquipment }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveEquipment(unit.id);
  const remove = useDeleteEquipment();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <EquipmentForm
        key={unit.id}
        kind={kind}
        mode="update"
        initialValues={valuesOf(unit)}
        onCancel={() => navigate(equipmentListPath(kind))}
        onSave={async (values) => {
          await save.mutateAsync(values);
          toastSuccess(t('equipment.messages.updated'));
          navigate(equipmentListPath(kind));
        }}
        extraActions={
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            {t('equipment.delete')}
          </Button>
        }
      />
      <ConfirmDialog
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(unit.id);
            toastSuccess(t('equipment.messages.deleted'));
            navigate(equipmentListPath(kind));
          } catch (error) {
            toastError(error instanceof Error ? error.message : String(error));
          } finally {
            setConfirming(false);
          }
        }}
      />
    </>
  );
};

const EditLoader = ({ kind, id }: { kind: EquipmentKind; id: string }) => {
  const { t } = useTranslation();
  const query = useEquipment(id);
  if (query.isPending) {
    return <Loader aria-label={t('common.loading')} />;
  }
  if (query.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={t('equipment.messages.fetchError', { type: kindInMessage(t, kind) })}
      >
        {translateMessage(t, query.error.message)}
      </Alert>
    );
  }
  // A unit reached through another kind's path opens under its own kind.
  if (query.data.kind !== kind) {
    return <Navigate to={equipmentEditPath(query.data.kind, id)} replace />;
  }
  return <EditEquipment kind={kind} unit={query.data} />;
};

// /company/assets/equipment-<kind>/new and /company/assets/equipment-<kind>/:id/edit
export const EquipmentFormPage = ({ kind }: { kind: EquipmentKind }) => {
  const { t } = useTranslation();
  const { id } = useParams();
  const label = kindLabel(t, kind);
  return (
    <RequirePermission permission="asset.edit">
      <Stack>
        <PageHeader
          title={id ? t('equipment.editKind', { kind: label }) : t('equipment.newKind', { kind: label })}
          description={t('pages.equipmentForm')}
          breadcrumbs={[
            { label: t('equipment.title'), to: equipmentListPath(kind) },
            { label: id ? t('equipment.editKind', { kind: label }) : t('equipment.newKind', { kind: label }) },
          ]}
        />
        {id ? <EditLoader kind={kind} id={id} /> : <NewEquipment kind={kind} />}
      </Stack>
    </RequirePermission>
  );
};
