import {
  ADMIN_MESSAGES,
  type TSubscription,
  type TSubscriptionInput,
  type TSubscriptionInputValues,
  ZSubscriptionInput,
} from '@lanehub/shared/features/admin/admin.contract';
import {
  PLAN_APP_SERVICES,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlan,
} from '@lanehub/shared/features/admin/subscription-plans';
import { Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { FieldInput } from '../../../components/form/field-input';
import { submitWithServerErrors } from '../../../components/form/server-errors';
import { useAppForm } from '../../../components/form/use-app-form';
import { useFieldError } from '../../../components/form/use-field-error';
import { SearchableSelect } from '../../../components/searchable-select';
import { toastSuccess } from '../../../components/toast';
import { useCompanyOptions } from '../api/list-companies';
import { useSaveSubscription } from '../api/save-subscription';
import { calendarDateToInstant } from '../subscription-dates';

const FIELDS = ['companyId', 'plan', 'startDate', 'endDate', 'notes'];

const isPlan = (value: string): value is SubscriptionPlan => (SUBSCRIPTION_PLANS as readonly string[]).includes(value);

const SubscriptionForm = ({
  subscription,
  companyId,
  onDone,
}: {
  subscription: TSubscription | null;
  companyId: string | null;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const companies = useCompanyOptions();
  const save = useSaveSubscription(subscription?.id);
  const form = useAppForm<TSubscriptionInputValues, TSubscriptionInput>(ZSubscriptionInput, {
    defaultValues: subscription
      ? {
          companyId: subscription.company.id,
          plan: isPlan(subscription.plan) ? subscription.plan : 'Basic',
          startDate: calendarDateToInstant(subscription.startDate) ?? '',
          endDate: calendarDateToInstant(subscription.endDate),
          notes: subscription.notes ?? '',
        }
      : { companyId: companyId ?? '', plan: 'Basic', startDate: '', endDate: null, notes: '' },
  });
  const errorOf = useFieldError(form);
  const plan = form.watch('plan');
  const onSubmit = submitWithServerErrors(
    form,
    async (values) => {
      // The company of an existing period does not change; the update call takes the rest.
      const { companyId: _company, ...period } = values;
      await save.mutateAsync(subscription ? period : values);
      toastSuccess(subscription ? ADMIN_MESSAGES.subscriptionUpdated : ADMIN_MESSAGES.subscriptionCreated);
      onDone();
    },
    FIELDS,
  );
  const companyOptions = subscription
    ? [{ value: subscription.company.id, label: subscription.company.legalName }]
    : (companies.data ?? []);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Controller
          control={form.control}
          name="companyId"
          render={({ field }) => (
            <SearchableSelect
              label={t('adminArea.fields.company')}
              options={companyOptions}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                field.onBlur();
              }}
              required
              disabled={subscription !== null || companies.isPending}
              error={errorOf('companyId')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="plan"
          render={({ field }) => (
            <SearchableSelect
              label={t('adminArea.fields.plan')}
              options={SUBSCRIPTION_PLANS.map((p) => ({ value: p, label: p }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? 'Basic')}
              required
              error={errorOf('plan')}
            />
          )}
        />
        {isPlan(plan) ? (
          <div>
            <Text size="xs" c="dimmed">
              {t('adminArea.subscriptions.unlocks')}
            </Text>
            <Group gap={4} mt={4}>
              {PLAN_APP_SERVICES[plan].map((service) => (
                <Badge key={service} variant="outline" tt="none" size="sm">
                  {t(`adminArea.appServices.${service}`)}
                </Badge>
              ))}
            </Group>
          </div>
        ) : null}
        <Group grow align="flex-start">
          <Controller
            control={form.control}
            name="startDate"
            render={({ field }) => (
              <FieldInput
                name={field.name}
                label={t('adminArea.fields.startDate')}
                required
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errorOf('startDate')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="endDate"
            render={({ field }) => (
              <FieldInput
                name={field.name}
                label={t('adminArea.fields.endDate')}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={errorOf('endDate')}
              />
            )}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('adminArea.subscriptions.periodHint')}
        </Text>
        <Controller
          control={form.control}
          name="notes"
          render={({ field }) => (
            <Textarea
              label={t('adminArea.fields.notes')}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              error={errorOf('notes')}
              autosize
              minRows={2}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('adminArea.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** Create a subscription (optionally for a given company) or edit one. */
export const SubscriptionFormModal = ({
  opened,
  subscription,
  companyId,
  onClose,
}: {
  opened: boolean;
  subscription: TSubscription | null;
  companyId: string | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={subscription ? t('adminArea.subscriptions.edit') : t('adminArea.subscriptions.new')}
    >
      {opened ? <SubscriptionForm subscription={subscription} companyId={companyId} onDone={onClose} /> : null}
    </AppModal>
  );
};
