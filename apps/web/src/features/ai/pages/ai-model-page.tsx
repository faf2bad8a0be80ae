import type { TMeta } from '@lanehub/shared/api/envelope';
import type { TMessageParams } from '@lanehub/shared/constants/message-registry';
import type { TAiModel, TAiSession, TAiSessionCreate } from '@lanehub/shared/features/ai/ai.contract';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Loader,
  NumberInput,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import {
  downloadAiExport,
  isActive,
  useAiLanes,
  useAiLocations,
  useAiModels,
  useAiResult,
  useAiSession,
  useAiSessions,
  useCreateAiSession,
  useDeleteAiSession,
  useStopAiSession,
} from '../api/ai';
import { initialRouting, LocationsInput, type RoutingState, routingInput } from '../components/locations-input';
import { ResultView } from '../components/result-view';
import { SessionStatus } from '../components/session-status';

// /ai/:model: set up a session (input source, parameters with the model's defaults, Run), follow it
// live (progress polled, Stop), read its result, and the history of the model's sessions.

type Source = 'orders' | 'csv' | 'demo' | 'file' | 'locations';
type ParamValue = boolean | number | string | null;

const HISTORY_PAGE = 10;

/** The server's `meta.message`, translated by its code. */
const metaText = (t: ReturnType<typeof useTranslation>['t'], meta: TMeta) =>
  translateMessage(t, {
    message: meta.message ?? '',
    messageCode: meta.messageCode,
    params: meta.params as TMessageParams | undefined,
  });

const errorText = (t: ReturnType<typeof useTranslation>['t'], error: unknown, field?: string) => {
  if (!isApiError(error)) {
    return error instanceof Error ? error.message : undefined;
  }
  if (field === undefined) {
    return translateMessage(t, { message: error.message, messageCode: error.messageCode, params: error.params });
  }
  const text = error.fieldErrors?.[field];
  const coded = error.fieldCodes?.[field];
  return text ? translateMessage(t, { message: text, messageCode: coded?.code, params: coded?.params }) : undefined;
};

/** The sources a model's entry offers, in the order the form shows them. */
const sourcesOf = (model: TAiModel): Source[] =>
  model.inputKinds.flatMap((kind): Source[] =>
    kind === 'series'
      ? ['csv', 'orders']
      : kind === 'demo'
        ? ['demo']
        : kind === 'file'
          ? ['file']
          : kind === 'locations'
            ? ['locations']
            : [],
  );

/** One parameter of the model's form: a switch, a number input or a select, with its bounds. */
const ParamInput = ({
  field,
  value,
  onChange,
  error,
  disabled,
}: {
  field: TAiModel['fields'][number];
  value: ParamValue;
  onChange: (value: ParamValue) => void;
  error: string | undefined;
  disabled: boolean;
}) => {
  const { t } = useTranslation();
  const label = t(`ai.params.${field.name}`, { defaultValue: field.name });
  if (field.type === 'boolean') {
    return (
      <Switch mt="lg" label={label} checked={Boolean(value)} onChange={(e) => onChange(e.currentTarget.checked)} />
    );
  }
  if (field.type === 'select') {
    return (
      <Select
        label={label}
        data={field.options ?? []}
        value={value === null ? null : String(value)}
        onChange={(v) => onChange(v)}
        allowDeselect={Boolean(field.optional)}
        error={error}
      />
    );
  }
  return (
    <NumberInput
      label={label}
      value={typeof value === 'number' || typeof value === 'string' ? value : ''}
      placeholder={field.optional ? t('ai.setup.noLimit') : undefined}
      min={field.min}
      max={field.max}
      allowDecimal={field.type === 'number'}
      onChange={(v) => onChange(v)}
      error={error}
      disabled={disabled}
    />
  );
};

/** The form's values as the model takes them: typed numbers as numbers, an empty optional one as null. */
const numericParams = (model: TAiModel, params: Record<string, ParamValue>) =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      const field = model.fields.find((f) => f.name === key);
      if (typeof value !== 'string' || (field?.type !== 'number' && field?.type !== 'integer')) {
        return [key, value];
      }
      return [key, value.trim() === '' ? (field.optional ? null : value) : Number(value)];
    }),
  );

const SetupForm = ({ model, onStarted }: { model: TAiModel; onStarted: (session: TAiSession) => void }) => {
  const { t } = useTranslation();
  const sources = sourcesOf(model);
  const [source, setSource] = useState<Source>(sources[0] ?? 'demo');
  const [frequency, setFrequency] = useState<'month' | 'week'>('month');
  const [lane, setLane] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [instanceFile, setInstanceFile] = useState<File | null>(null);
  const [bestKnown, setBestKnown] = useState<number | string>('');
  const [seed, setSeed] = useState<number | ''>(1);
  const [size, setSize] = useState<number | ''>(model.demoSize?.default ?? '');
  const [name, setName] = useState('');
  const [params, setParams] = useState<Record<string, ParamValue>>(model.defaults as Record<string, ParamValue>);
  const [fileError, setFileError] = useState<string | null>(null);
  const lanes = useAiLanes(source === 'orders');
  const locations = useAiLocations(source === 'locations');
  const [routing, setRouting] = useState<RoutingState>(initialRouting);
  /** The location ids of the stops sent, so an error on `input.stops.<i>` shows on its row. */
  const [sentStops, setSentStops] = useState<string[]>([]);
  const create = useCreateAiSession();
  const error = create.error;
  const routingError = (field: string, locationId?: string) => {
    if (locationId === undefined) {
      return errorText(t, error, field);
    }
    const index = sentStops.indexOf(locationId);
    return index < 0 ? undefined : errorText(t, error, `input.stops.${index}.locationId`);
  };

  const run = async () => {
    setFileError(null);
    let input: TAiSessionCreate['input'];
    if (source === 'csv') {
      if (!file) {
        setFileError(t('ai.setup.chooseFile'));
        return;
      }
      input = { source: 'csv', fileName: file.name, content: await file.text(), frequency };
    } else if (source === 'orders') {
      const [origin = '', destination = ''] = (lane ?? '').split('\u0000');
      input = { source: 'orders', origin, destination, frequency };
    } else if (source === 'locations') {
      const built = routingInput(routing, locations.data ?? []);
      setSentStops(built.ids);
      input = built.input;
    } else if (source === 'file') {
      if (!instanceFile) {
        setFileError(t('ai.setup.chooseInstance'));
        return;
      }
      input = {
        source: 'file',
        fileName: instanceFile.name,
        content: await instanceFile.text(),
        ...(bestKnown === '' ? {} : { bestKnown: Number(bestKnown) }),
      };
    } else {
      input = { source: 'demo', seed: seed === '' ? 1 : seed, ...(model.demoSize && size !== '' ? { size } : {}) };
    }
    try {
      const { data, meta } = await create.mutateAsync({
        model: model.id,
        name: name || undefined,
        input,
        params: numericParams(model, params),
      });
      toastSuccess(metaText(t, meta));
      onStarted(data);
    } catch (caught) {
      if (!isApiError(caught) || !caught.fieldErrors) {
        toastError(errorText(t, caught) ?? '');
      }
    }
  };

  const laneOptions = (lanes.data ?? []).map((l) => ({
    value: `${l.origin}\u0000${l.destination}`,
    label: t('ai.setup.laneOption', { origin: l.origin, destination: l.destination, count: l.orders }),
  }));
  const sourceLabels: Record<Source, string> = {
    csv: t('ai.setup.sourceCsv'),
    orders: t('ai.setup.sourceOrders'),
    demo: t('ai.setup.sourceDemo'),
    file: t('ai.setup.sourceFile'),
    locations: t('ai.setup.sourceLocations'),
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ai-setup-title">
      <Stack>
        <Title order={2} size="h4" id="ai-setup-title">
          {t('ai.setup.title')}
        </Title>
        <TextInput
          label={t('ai.setup.name')}
          placeholder={t('ai.setup.namePlaceholder')}
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="ai-source-label">
            {t('ai.setup.source')}
          </Text>
          <SegmentedControl
            aria-labelledby="ai-source-label"
            value={source}
            onChange={(value) => {
              setSource(value as Source);
              setFileError(null);
            }}
            data={sources.map((value) => ({ value, label: sourceLabels[value] }))}
          />
          {errorText(t, error, 'source') ? (
            <Text size="sm" c="red">
              {errorText(t, error, 'source')}
            </Text>
          ) : null}
        </Stack>
        {source === 'csv' ? (
          <FileInput
            label={t('ai.setup.file')}
            description={t('ai.setup.fileHelp')}
            placeholder={t('ai.setup.filePlaceholder')}
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            value={file}
            onChange={setFile}
            clearable
            clearButtonProps={{ 'aria-label': t('ai.setup.clearFile') }}
            error={fileError ?? errorText(t, error, 'file')}
          />
        ) : null}
        {source === 'orders' ? (
          <Select
            label={t('ai.setup.lane')}
            placeholder={lanes.isLoading ? t('ai.loading') : t('ai.setup.lanePlaceholder')}
            description={lanes.data && lanes.data.length === 0 ? t('ai.setup.noLanes') : undefined}
            data={laneOptions}
            value={lane}
            onChange={setLane}
            searchable
            error={errorText(t, error, 'origin') ?? errorText(t, error, 'input.origin')}
          />
        ) : null}
        {source === 'csv' || source === 'orders' ? (
          <Select
            label={t('ai.setup.frequency')}
            data={[
              { value: 'month', label: t('ai.setup.month') },
              { value: 'week', label: t('ai.setup.week') },
            ]}
            value={frequency}
            onChange={(value) => setFrequency(value === 'week' ? 'week' : 'month')}
            allowDeselect={false}
          />
        ) : null}
        {source === 'demo' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('ai.setup.seed')}
              description={t('ai.setup.seedHelp')}
              value={seed}
              min={0}
              max={1_000_000}
              allowDecimal={false}
              onChange={(v) => setSeed(typeof v === 'number' ? v : '')}
              error={errorText(t, error, 'input.seed')}
            />
            {model.demoSize ? (
              <NumberInput
                label={t(`ai.demoSize.${model.demoSize.label}`, { defaultValue: model.demoSize.label })}
                description={t('ai.setup.sizeHelp', { min: model.demoSize.min, max: model.demoSize.max })}
                value={size}
                min={model.demoSize.min}
                max={model.demoSize.max}
                allowDecimal={false}
                onChange={(v) => setSize(typeof v === 'number' ? v : '')}
                error={errorText(t, error, 'input.size')}
              />
            ) : null}
          </SimpleGrid>
        ) : null}
        {source === 'locations' ? (
          <LocationsInput
            locations={locations.data ?? []}
            loading={locations.isLoading}
            state={routing}
            onChange={setRouting}
            errorOf={routingError}
          />
        ) : null}
        {source === 'locations' && errorText(t, error, 'input.stops') ? (
          <Text size="sm" c="red">
            {errorText(t, error, 'input.stops')}
          </Text>
        ) : null}
        {source === 'file' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FileInput
              label={t('ai.setup.instance')}
              description={t('ai.setup.instanceHelp')}
              placeholder={t('ai.setup.instancePlaceholder')}
              accept=".txt,.vrp,text/plain"
              value={instanceFile}
              onChange={setInstanceFile}
              clearable
              clearButtonProps={{ 'aria-label': t('ai.setup.clearFile') }}
              error={fileError ?? errorText(t, error, 'file') ?? errorText(t, error, 'input.fileName')}
            />
            <NumberInput
              label={t('ai.setup.bestKnown')}
              description={t('ai.setup.bestKnownHelp')}
              value={bestKnown}
              min={0}
              onChange={setBestKnown}
              error={errorText(t, error, 'input.bestKnown')}
            />
          </SimpleGrid>
        ) : null}
        <Title order={3} size="h5">
          {t('ai.setup.parameters')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {model.fields.map((field) => (
            <ParamInput
              key={field.name}
              field={field}
              value={params[field.name] ?? null}
              onChange={(value) => setParams((p) => ({ ...p, [field.name]: value }))}
              error={errorText(t, error, `params.${field.name}`)}
              disabled={Boolean(params.auto) && ['p', 'q', 'P', 'Q'].includes(field.name)}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button onClick={run} loading={create.isPending}>
            {t('ai.setup.run')}
          </Button>
          <Button variant="default" onClick={() => setParams(model.defaults as Record<string, ParamValue>)}>
            {t('ai.setup.defaults')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};

const SessionPanel = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const session = useAiSession(id);
  const data = session.data;
  const result = useAiResult(id, Boolean(data?.hasResult));
  const stop = useStopAiSession();
  if (session.isLoading) {
    return <Loader aria-label={t('ai.loading')} />;
  }
  if (!data) {
    return <Alert color="red">{errorText(t, session.error) ?? t('ai.session.notFound')}</Alert>;
  }
  const active = isActive(data);
  const doStop = async () => {
    try {
      const { meta } = await stop.mutateAsync(id);
      toastSuccess(metaText(t, meta));
    } catch (caught) {
      toastError(errorText(t, caught) ?? '');
    }
  };
  const exportTable = async (table: string, format: 'csv' | 'xlsx') => {
    try {
      await downloadAiExport(id, table, format);
    } catch (caught) {
      toastError(errorText(t, caught) ?? '');
    }
  };
  const seconds = (data.progress.elapsedMs / 1000).toFixed(1);
  return (
    <Stack>
      <Card withBorder padding="md" component="section" aria-labelledby="ai-session-title">
        <Stack gap="xs">
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={2} size="h4" id="ai-session-title">
                {data.name}
              </Title>
              <SessionStatus status={data.status} />
            </Group>
            {active ? (
              <Button
                color="red"
                variant="light"
                onClick={doStop}
                loading={stop.isPending}
                disabled={data.status === 'stopping'}
              >
                {t('ai.session.stop')}
              </Button>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {data.inputSummary.periods === undefined
              ? String(data.inputSummary.label ?? '')
              : t('ai.session.input', {
                  label: String(data.inputSummary.label ?? ''),
                  periods: Number(data.inputSummary.periods ?? 0),
                  from: String(data.inputSummary.from ?? ''),
                  to: String(data.inputSummary.to ?? ''),
                })}
          </Text>
          {active ? (
            <Progress
              value={Math.round((data.progress.fraction ?? 0) * 100)}
              animated
              aria-label={t('ai.session.progress')}
            />
          ) : null}
          <Group gap="lg">
            <Text size="sm">{t('ai.session.iterations', { count: data.progress.iteration })}</Text>
            <Text size="sm">
              {t('ai.session.objective', {
                value: data.progress.objective === null ? '—' : data.progress.objective.toFixed(3),
              })}
            </Text>
            <Text size="sm">{t('ai.session.elapsed', { seconds })}</Text>
          </Group>
          {data.status === 'stopped' ? <Alert color="grape">{t('ai.session.stoppedNote')}</Alert> : null}
          {data.status === 'failed' ? <Alert color="red">{data.error ?? t('ai.session.failed')}</Alert> : null}
        </Stack>
      </Card>
      {result.data ? <ResultView result={result.data} onExport={exportTable} /> : null}
    </Stack>
  );
};

const History = ({ model, onOpen }: { model: string; onOpen: (id: string) => void }) => {
  const { t } = useTranslation();
  const [skip, setSkip] = useState(0);
  const [removing, setRemoving] = useState<TAiSession | null>(null);
  const sessions = useAiSessions(model, skip, HISTORY_PAGE);
  const remove = useDeleteAiSession();
  const columns: DataTableColumn<TAiSession>[] = [
    { key: 'name', label: t('ai.history.name'), hideable: false, render: (s) => s.name },
    { key: 'status', label: t('ai.history.status'), render: (s) => <SessionStatus status={s.status} /> },
    {
      key: 'createdAt',
      label: t('ai.history.created'),
      render: (s) => formatDate(s.createdAt, 'dateTime'),
    },
    {
      key: 'actions',
      label: t('ai.history.actions'),
      hideable: false,
      render: (s) =>
        isActive(s) ? null : (
          <RowActions labels={{ remove: t('ai.history.delete', { name: s.name }) }} onRemove={() => setRemoving(s)} />
        ),
    },
  ];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ai-history-title">
      <Title order={2} size="h4" id="ai-history-title" mb="sm">
        {t('ai.history.title')}
      </Title>
      <DataTable
        columns={columns}
        rows={sessions.data?.rows ?? []}
        rowKey={(s) => s.id}
        total={sessions.data?.total ?? 0}
        skip={skip}
        limit={HISTORY_PAGE}
        loading={sessions.isLoading}
        onSkipChange={setSkip}
        onRowClick={(s) => onOpen(s.id)}
        tableName={`ai-history-${model}`}
        label={t('ai.history.title')}
        empty={t('ai.history.empty')}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={t('ai.history.confirmTitle')}
        message={t('ai.history.confirm', { name: removing?.name ?? '' })}
        confirmLabel={t('ai.history.deleteButton')}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) {
            return;
          }
          try {
            const { meta } = await remove.mutateAsync(removing.id);
            toastSuccess(metaText(t, meta));
          } catch (caught) {
            toastError(errorText(t, caught) ?? '');
          }
          setRemoving(null);
        }}
      />
    </Card>
  );
};

export const AiModelPage = () => {
  const { t } = useTranslation();
  const { model: modelId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const models = useAiModels();
  const sessionId = search.get('session');
  const open = (id: string) => setSearch({ session: id });
  if (models.isLoading) {
    return <Loader aria-label={t('ai.loading')} />;
  }
  const model = models.data?.find((m) => m.id === modelId);
  if (!model) {
    return <Navigate to="/ai" replace />;
  }
  const label = t(`ai.models.${model.id}.label`, { defaultValue: model.label });
  return (
    <Stack>
      <PageHeader
        title={label}
        description={t(`ai.models.${model.id}.description`, { defaultValue: model.description })}
        breadcrumbs={[{ label: t('ai.title'), to: '/ai' }, { label }]}
      />
      <SetupForm key={model.id} model={model} onStarted={(session) => open(session.id)} />
      {sessionId ? <SessionPanel key={sessionId} id={sessionId} /> : null}
      <History model={model.id} onOpen={open} />
    </Stack>
  );
};
