import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import {
  EMPTY_INDICATORS,
  EVENT_CLASSIFIERS,
  EVENT_CODES_BY_TYPE,
  EVENT_TYPES,
  FACILITY_TYPES,
  type TEventType,
  TRANSPORT_MODES,
  type TTrackingEventInput,
} from '@lanehub/shared/orders/tracking-events';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Timeline,
} from '@mantine/core';
import { useState } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { useOrderEvents, usePostEvent } from '../api/orders-api';
import { instantToLocal, localToInstant } from './order-entry-values';

/** The roles that report events (the server refuses any other): the owner, the carrier, the forwarder. */
export const REPORTING_ROLES: readonly string[] = ['owner', 'carrier', 'forwarder'];

type EventValues = {
  eventType: TEventType;
  eventCode: string;
  eventClassifier: (typeof EVENT_CLASSIFIERS)[number];
  eventTime: string;
  location: string;
  facilityType: string;
  transportMode: string;
  emptyIndicator: string;
  containerNumber: string;
  vesselName: string;
  voyage: string;
  remarks: string;
};

// crypto.randomUUID exists only in secure contexts (HTTPS, localhost); getRandomValues everywhere.
const newKey = () =>
  `screen-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

const toEvent = (values: EventValues, idempotencyKey: string): TTrackingEventInput => {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    eventType: values.eventType,
    eventCode: values.eventCode,
    eventClassifier: values.eventClassifier,
    eventTime: localToInstant(values.eventTime) ?? '',
    location: values.location,
    facilityType: optional(values.facilityType) as TTrackingEventInput['facilityType'],
    transportMode: optional(values.transportMode) as TTrackingEventInput['transportMode'],
    emptyIndicator: optional(values.emptyIndicator) as TTrackingEventInput['emptyIndicator'],
    containerNumber: optional(values.containerNumber),
    vesselName: optional(values.vesselName),
    voyage: optional(values.voyage),
    remarks: optional(values.remarks),
    source: 'screen',
    idempotencyKey,
  };
};

const PostEventForm = ({ order }: { order: TOrder }) => {
  const { t } = useTranslation();
  const post = usePostEvent(order.id);
  // One key per event typed in: pressing Post twice for the same event stores it once.
  const [key, setKey] = useState(newKey);
  const defaults: EventValues = {
    eventType: 'EQUIPMENT',
    eventCode: 'GTOT',
    eventClassifier: 'ACT',
    eventTime: instantToLocal(new Date().toISOString()),
    location: order.origin.locode ?? '',
    facilityType: '',
    transportMode: '',
    emptyIndicator: '',
    containerNumber: order.units[0]?.equipmentNumber ?? '',
    vesselName: order.ocean?.vesselName ?? '',
    voyage: order.ocean?.voyage ?? '',
    remarks: '',
  };
  const form = useForm<EventValues>({ defaultValues: defaults });
  const eventType = useWatch({ control: form.control, name: 'eventType' });
  const errorOf = (name: keyof EventValues) => {
    const message = form.formState.errors[name]?.message;
    return message ? translateMessage(t, message) : undefined;
  };
  const code = (value: string) => ({ value, label: `${value} – ${t(`orderScreens.events.codes.${value}`)}` });
  const optionalSelect = (values: readonly string[]) => [
    { value: '', label: '—' },
    ...values.map((value) => ({ value, label: value })),
  ];

  const submit = form.handleSubmit(async (values) => {
    try {
      await post.mutateAsync(toEvent(values, key));
      toastSuccess(t('orderScreens.events.posted'));
      setKey(newKey());
      form.reset({ ...values, eventTime: instantToLocal(new Date().toISOString()) });
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
      const known = Object.entries(fieldErrors ?? {}).filter(([name]) => name in defaults);
      if (known.length > 0) {
        for (const [name, message] of known) {
          form.setError(name as Path<EventValues>, { type: 'server', message });
        }
        return;
      }
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('orderScreens.events.postTitle')}>
      <Text fw={600} size="sm" mb="xs">
        {t('orderScreens.events.postTitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label={t('orderScreens.events.eventType')}
          data={EVENT_TYPES.map((value) => ({ value, label: t(`orderScreens.events.types.${value}`) }))}
          {...form.register('eventType', {
            onChange: (event: { target: { value: TEventType } }) =>
              form.setValue('eventCode', EVENT_CODES_BY_TYPE[event.target.value][0] ?? ''),
          })}
        />
        <NativeSelect
          label={t('orderScreens.events.eventCode')}
          data={EVENT_CODES_BY_TYPE[eventType].map(code)}
          {...form.register('eventCode')}
          error={errorOf('eventCode')}
        />
        <NativeSelect
          label={t('orderScreens.events.classifier')}
          data={EVENT_CLASSIFIERS.map((value) => ({ value, label: t(`orderScreens.events.classifiers.${value}`) }))}
          {...form.register('eventClassifier')}
        />
        <TextInput
          type="datetime-local"
          label={t('orderScreens.events.eventTime')}
          required
          {...form.register('eventTime')}
          error={errorOf('eventTime')}
        />
        <TextInput
          label={t('orderScreens.events.location')}
          required
          placeholder="CNSHA"
          {...form.register('location')}
          error={errorOf('location')}
        />
        <NativeSelect
          label={t('orderScreens.events.facilityType')}
          data={optionalSelect(FACILITY_TYPES)}
          {...form.register('facilityType')}
        />
        <NativeSelect
          label={t('orderScreens.events.transportMode')}
          data={optionalSelect(TRANSPORT_MODES)}
          {...form.register('transportMode')}
          error={errorOf('transportMode')}
        />
        <NativeSelect
          label={t('orderScreens.events.emptyIndicator')}
          data={optionalSelect(EMPTY_INDICATORS)}
          {...form.register('emptyIndicator')}
        />
        <TextInput
          label={t('orderScreens.events.containerNumber')}
          {...form.register('containerNumber')}
          error={errorOf('containerNumber')}
        />
        <TextInput label={t('orderScreens.modeFields.vesselName')} {...form.register('vesselName')} />
        <TextInput label={t('orderScreens.modeFields.voyage')} {...form.register('voyage')} />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={t('orderScreens.events.remarks')}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={500}
        {...form.register('remarks')}
        error={errorOf('remarks')}
      />
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={post.isPending}>
          {t('orderScreens.events.post')}
        </Button>
      </Group>
    </form>
  );
};

// The order's tracking events, by event time, and the form to report one for the roles that may.
export const OrderEvents = ({ order }: { order: TOrder }) => {
  const { t } = useTranslation();
  const events = useOrderEvents(order.id);
  const canPost = REPORTING_ROLES.includes(order.viewerRole);
  return (
    <Card withBorder padding="sm">
      <Stack>
        <Text fw={600} size="sm">
          {t('orderScreens.events.title')}
        </Text>
        {events.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
        {events.isError ? (
          <Alert color="red" variant="light" role="alert">
            {translateMessage(t, events.error.message)}
          </Alert>
        ) : null}
        {events.data && events.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('orderScreens.events.none')}
          </Text>
        ) : null}
        {events.data && events.data.length > 0 ? (
          <Timeline
            active={events.data.length - 1}
            bulletSize={14}
            lineWidth={2}
            aria-label={t('orderScreens.events.title')}
          >
            {events.data.map((event) => (
              <Timeline.Item
                key={event.id}
                title={`${event.eventCode} – ${t(`orderScreens.events.codes.${event.eventCode}`)}`}
              >
                <Text size="xs" c="dimmed">
                  {[
                    formatDate(event.eventTime, 'dateTime'),
                    t(`orderScreens.events.classifiers.${event.eventClassifier}`),
                    event.location,
                    event.containerNumber,
                    [event.vesselName, event.voyage].filter(Boolean).join(' '),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {event.remarks ? (
                  <Text size="sm" mt={2}>
                    {event.remarks}
                  </Text>
                ) : null}
              </Timeline.Item>
            ))}
          </Timeline>
        ) : null}
        {canPost ? <PostEventForm order={order} /> : null}
      </Stack>
    </Card>
  );
};
