import {
  CONTRACT_MSG,
  RATE_CARD_MODES,
  ROUTING_GUIDE_MAX_CARRIERS,
  type TRoutingGuide,
  type TRoutingGuideInput,
  ZRoutingGuideInput,
} from '@lanehub/shared/features/contracts/contracts.contract';
import { ActionIcon, Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CompanyPicker } from '../../../components/company-picker';
import type { DataTableColumn } from '../../../components/data-table';
import type { AppForm } from '../../../components/form/use-app-form';
import { EntityFormModal } from '../../../components/list/entity-form-modal';
import { ListPanel } from '../../../components/list/list-panel';
import { pageInMemory } from '../../../components/list/page-in-memory';
import { useListState } from '../../../components/list/use-list-state';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { useDeleteRoutingGuide, useRoutingGuides, useSaveRoutingGuide } from '../api/routing-guides';

type GuideForm = TRoutingGuideInput;
type GuideOutput = z.output<typeof ZRoutingGuideInput>;

const NEW_CARRIER: GuideForm['carriers'][number] = {
  carrierCompanyId: '',
  rate: '',
  currency: 'CAD',
  tenderAcceptance: '',
};

const formOf = (guide: TRoutingGuide | null): GuideForm => ({
  originCountry: guide?.originCountry ?? '',
  destinationCountry: guide?.destinationCountry ?? '',
  equipmentType: guide?.equipmentType ?? '',
  mode: guide?.mode ?? 'Road',
  carriers: guide
    ? guide.carriers.map((c) => ({
        carrierCompanyId: c.carrierCompanyId,
        rate: c.rate,
        currency: c.currency,
        tenderAcceptance: c.tenderAcceptance,
      }))
    : [{ ...NEW_CARRIER }],
});

/** "CA → US" */
const laneOf = (guide: Pick<TRoutingGuide, 'originCountry' | 'destinationCountry'>) =>
  `${guide.originCountry} → ${guide.destinationCountry}`;

// The guide's form: the lane (countries as ISO codes or names, the mode, an equipment type or any) and
// its carriers in rank order, each with its rate and tender acceptance; add, remove, move up and down.
const GuideFormModal = ({
  editing,
  onClose,
}: {
  editing: { guide: TRoutingGuide | null } | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const save = useSaveRoutingGuide();
  const guide = editing?.guide ?? null;
  return (
    <EntityFormModal<GuideForm, GuideOutput, unknown>
      opened={editing !== null}
      onClose={onClose}
      width={880}
      title={guide ? t('contracts.routingGuides.editTitle', { lane: laneOf(guide) }) : t('contracts.routingGuides.new')}
      schema={ZRoutingGuideInput}
      defaultValues={formOf(guide)}
      onSubmit={({ equipmentType, ...lane }) =>
        // No equipment type: the guide is for any (the field's empty text is not a type).
        save.mutateAsync({ id: guide?._id ?? null, input: { ...lane, ...(equipmentType ? { equipmentType } : {}) } })
      }
      successMessage={() => (guide ? CONTRACT_MSG.routingGuideUpdated : CONTRACT_MSG.routingGuideCreated)}
      submitLabel={guide ? t('contracts.routingGuides.save') : t('contracts.routingGuides.create')}
    >
      {({ form, errorOf }) => <GuideFields form={form} errorOf={errorOf} />}
    </EntityFormModal>
  );
};

type FieldsProps = {
  form: AppForm<GuideForm, GuideOutput>;
  errorOf: (name: string) => string | undefined;
};

const GuideFields = ({ form, errorOf }: FieldsProps) => {
  const { t } = useTranslation();
  const carriers = useFieldArray({ control: form.control, name: 'carriers' });
  const carriersError = errorOf('carriers');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('contracts.routingGuides.fields.originCountry')}
          description={t('contracts.routingGuides.fields.countryHint')}
          required
          {...form.register('originCountry')}
          error={errorOf('originCountry')}
        />
        <TextInput
          label={t('contracts.routingGuides.fields.destinationCountry')}
          description={t('contracts.routingGuides.fields.countryHint')}
          required
          {...form.register('destinationCountry')}
          error={errorOf('destinationCountry')}
        />
        <Controller
          control={form.control}
          name="mode"
          render={({ field }) => (
            <Select
              label={t('contracts.routingGuides.fields.mode')}
              required
              allowDeselect={false}
              data={RATE_CARD_MODES.map((mode) => ({ value: mode, label: t(`contracts.routingGuides.modes.${mode}`) }))}
              value={field.value ?? 'Road'}
              onChange={(value) => {
                field.onChange(value ?? 'Road');
                field.onBlur();
              }}
              error={errorOf('mode')}
            />
          )}
        />
        <TextInput
          label={t('contracts.routingGuides.fields.equipmentType')}
          description={t('contracts.routingGuides.fields.equipmentHint')}
          {...form.register('equipmentType')}
          error={errorOf('equipmentType')}
        />
      </SimpleGrid>
      <Text fw={600}>{t('contracts.routingGuides.fields.carriers')}</Text>
      <Text size="sm" c="dimmed">
        {t('contracts.routingGuides.fields.carriersHint')}
      </Text>
      <Stack gap="xs" role="list" aria-label={t('contracts.routingGuides.fields.carriers')}>
        {carriers.fields.map((row, index) => {
          const rank = index + 1;
          return (
            <Group key={row.id} role="listitem" align="flex-start" gap="xs">
              <Badge variant="light" mt={30} w={36}>
                {rank}
              </Badge>
              <div style={{ flex: 1, minWidth: 200 }}>
                <Controller
                  control={form.control}
                  name={`carriers.${index}.carrierCompanyId`}
                  render={({ field }) => (
                    <CompanyPicker
                      label={t('contracts.routingGuides.fields.carrierOfRank', { rank })}
                      type="carrier"
                      required
                      value={field.value || null}
                      onChange={(value) => {
                        field.onChange(value ?? '');
                        field.onBlur();
                      }}
                      error={errorOf(`carriers.${index}.carrierCompanyId`)}
                    />
                  )}
                />
              </div>
              <TextInput
                w={120}
                label={t('contracts.routingGuides.fields.rate')}
                aria-label={t('contracts.routingGuides.fields.rateOfRank', { rank })}
                required
                inputMode="decimal"
                {...form.register(`carriers.${index}.rate`)}
                error={errorOf(`carriers.${index}.rate`)}
              />
              <TextInput
                w={90}
                label={t('contracts.routingGuides.fields.currency')}
                aria-label={t('contracts.routingGuides.fields.currencyOfRank', { rank })}
                maxLength={3}
                {...form.register(`carriers.${index}.currency`)}
                error={errorOf(`carriers.${index}.currency`)}
              />
              <TextInput
                w={130}
                label={t('contracts.routingGuides.fields.acceptance')}
                aria-label={t('contracts.routingGuides.fields.acceptanceOfRank', { rank })}
                required
                inputMode="numeric"
                rightSection="%"
                {...form.register(`carriers.${index}.tenderAcceptance`)}
                error={errorOf(`carriers.${index}.tenderAcceptance`)}
              />
              <Group gap={4} wrap="nowrap" mt={28}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  disabled={index === 0}
                  aria-label={t('contracts.routingGuides.moveUp', { rank })}
                  onClick={() => carriers.move(index, index - 1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  disabled={index === carriers.fields.length - 1}
                  aria-label={t('contracts.routingGuides.moveDown', { rank })}
                  onClick={() => carriers.move(index, index + 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  disabled={carriers.fields.length === 1}
                  aria-label={t('contracts.routingGuides.removeCarrier', { rank })}
                  onClick={() => carriers.remove(index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
      </Stack>
      {carriersError ? (
        <Text size="sm" c="red" role="alert">
          {carriersError}
        </Text>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={carriers.fields.length >= ROUTING_GUIDE_MAX_CARRIERS}
        onClick={() => carriers.append({ ...NEW_CARRIER })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('contracts.routingGuides.addCarrier')}
      </Button>
    </>
  );
};

const GuideList = () => {
  const { t } = useTranslation();
  const canWrite = useCan()('company.edit');
  const guides = useRoutingGuides();
  const remove = useDeleteRoutingGuide();
  const list = useListState({ sorts: ['updatedAt'], defaultOrder: 'desc' });
  const [editing, setEditing] = useState<{ guide: TRoutingGuide | null } | null>(null);

  const createButton = canWrite ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ guide: null })}>
      {t('contracts.routingGuides.new')}
    </Button>
  ) : undefined;

  const columns: DataTableColumn<TRoutingGuide>[] = [
    { key: 'lane', label: t('contracts.routingGuides.fields.lane'), hideable: false, render: laneOf },
    {
      key: 'mode',
      label: t('contracts.routingGuides.fields.mode'),
      render: (g) => t(`contracts.routingGuides.modes.${g.mode}`),
    },
    {
      key: 'equipmentType',
      label: t('contracts.routingGuides.fields.equipmentType'),
      render: (g) => g.equipmentType ?? t('contracts.routingGuides.anyEquipment'),
    },
    {
      key: 'carriers',
      label: t('contracts.routingGuides.fields.carriers'),
      render: (g) => (
        <Stack gap={2}>
          {g.carriers.map((c) => (
            <Text key={c.carrierCompanyId} size="sm">
              {t('contracts.routingGuides.carrierLine', {
                rank: c.rank,
                name: c.carrierName,
                rate: c.rate,
                currency: c.currency,
                acceptance: c.tenderAcceptance,
              })}
            </Text>
          ))}
        </Stack>
      ),
    },
  ];

  const matches = (g: TRoutingGuide, search: string) =>
    [g.originCountry, g.destinationCountry, g.equipmentType ?? '', g.mode, ...g.carriers.map((c) => c.carrierName)]
      .join(' ')
      .toLowerCase()
      .includes(search);

  return (
    <ListPanel
      list={list}
      query={pageInMemory(guides, list, matches)}
      title={t('contracts.routingGuides.title')}
      description={t('contracts.routingGuides.description')}
      breadcrumbs={[
        { label: t('contracts.list.title'), to: '/contracts' },
        { label: t('contracts.routingGuides.title') },
      ]}
      actions={createButton}
      search={{ label: t('contracts.routingGuides.search') }}
      tableName="routing-guides"
      tableLabel={t('contracts.routingGuides.title')}
      columns={columns}
      rowKey={(g) => g._id}
      empty={{ message: t('contracts.routingGuides.empty'), action: createButton }}
      rowActions={
        canWrite
          ? {
              label: t('contracts.routingGuides.fields.actions'),
              edit: {
                label: (g) => t('contracts.routingGuides.editNamed', { lane: laneOf(g) }),
                onEdit: (g) => setEditing({ guide: g }),
              },
              remove: {
                label: (g) => t('contracts.routingGuides.deleteNamed', { lane: laneOf(g) }),
                message: (g) => t('contracts.routingGuides.deleteMessage', { lane: laneOf(g) }),
                run: async (g) => {
                  await remove.mutateAsync(g._id);
                  return CONTRACT_MSG.routingGuideDeleted;
                },
              },
            }
          : undefined
      }
    >
      {canWrite ? <GuideFormModal editing={editing} onClose={() => setEditing(null)} /> : null}
    </ListPanel>
  );
};

// /contracts/routing-guides (issue 16; spec 01 §2.3 names no route for it): the company's routing
// guides, one per lane, with the carriers in rank order. Reading takes company.view, changing
// company.edit (the server's rules); a read-only user sees the list without its actions.
export const RoutingGuidesPage = () => (
  <RequirePermission permission="company.view">
    <GuideList />
  </RequirePermission>
);
