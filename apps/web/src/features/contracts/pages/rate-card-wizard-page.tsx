import {
  CONTRACT_MSG,
  RATE_CARD_COLUMN_WIDTH,
  RATE_CARD_MAX_ROWS,
  type TRateCardValidation,
} from '@lanehub/shared/features/contracts/contracts.contract';
import { Alert, Button, FileButton, Group, Stack, Stepper, Table, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import Papa from 'papaparse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { JobProgress } from '../../../components/job-progress';
import { PageHeader } from '../../../components/page-header';
import { toastError, toastSuccess } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import {
  contractKeys,
  uploadRateCard,
  useContract,
  useRateCardTypes,
  useSaveRateCard,
  validateRateCardRows,
} from '../api/contracts';

type Row = Record<string, string>;
// A CSV of 50,000 lanes (the upload job's limit) is about 8 MB.
const CSV_MAX_BYTES = 16 * 1024 * 1024;
/** Rows the lanes table shows at most (a large card shows its rows with errors first). */
const SHOWN_ROWS = 200;

// /contracts/:contractId/new-rate-card/:rateCardTypeId: the rate card wizard (spec 02 §4: a current
// step, a can-move-next flag and a disable-buttons flag). Step 1 names the card; step 2 takes its
// lanes, typed or from a CSV, and checks them (each row's errorFields); step 3 saves all or nothing.
export const RateCardWizardPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { contractId = '', rateCardTypeId = '' } = useParams();
  const contract = useContract(contractId);
  const types = useRateCardTypes();
  const type = (types.data ?? []).find((candidate) => candidate._id === rateCardTypeId);
  const save = useSaveRateCard(contractId);
  const [currentStep, setCurrentStep] = useState(0);
  const [disableButtons, setDisableButtons] = useState(false);
  const [name, setName] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [validation, setValidation] = useState<TRateCardValidation | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const client = useQueryClient();

  const byOrder = (a: { fieldOrder: number }, b: { fieldOrder: number }) => a.fieldOrder - b.fieldOrder;
  const columns = type ? [...[...type.feature].sort(byOrder), ...[...type.rate].sort(byOrder)] : [];
  const checked = validation !== null && validation.errorRows.length === 0 && validation.rows.length === rows.length;
  const canMoveNext = currentStep === 0 ? name.trim().length > 0 : currentStep === 1 ? checked : false;

  // A large card: its rows with errors, else its first rows (typing 50,000 inputs would stall the page).
  const shown =
    rows.length <= SHOWN_ROWS
      ? rows.map((_, index) => index)
      : validation && validation.errorRows.length > 0
        ? validation.errorRows.slice(0, SHOWN_ROWS)
        : rows.slice(0, SHOWN_ROWS).map((_, index) => index);

  const errorOf = (index: number, fieldName: string) =>
    validation?.rows[index]?.errorFields.find((e) => e.fieldName === fieldName)?.message;

  const setCell = (index: number, fieldName: string, value: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [fieldName]: value } : row)));
    setValidation(null);
  };

  const check = async () => {
    setDisableButtons(true);
    try {
      setValidation(await validateRateCardRows(contractId, rateCardTypeId, rows));
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    } finally {
      setDisableButtons(false);
    }
  };

  const readCsv = (file: File | null) => {
    setCsvError(null);
    if (!file) {
      return;
    }
    if (!file.name.toLowerCase().endsWith('.csv') || file.size > CSV_MAX_BYTES) {
      setCsvError(t('contracts.wizard.csvRefused', { name: file.name }));
      return;
    }
    Papa.parse<Row>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (result) => {
        if (result.data.length === 0) {
          setCsvError(t('contracts.wizard.csvEmpty'));
          return;
        }
        setRows(result.data);
        setValidation(null);
      },
      error: () => setCsvError(t('contracts.wizard.csvRefused', { name: file.name })),
    });
  };

  const finish = async () => {
    setDisableButtons(true);
    try {
      if (rows.length > RATE_CARD_MAX_ROWS) {
        // Tens of thousands of lanes: a job with progress, all rows or none.
        const job = await uploadRateCard(contractId, { rateCardTypeId, name, rows });
        setJobId(job.id);
        return;
      }
      const saved = await save.mutateAsync({ rateCardTypeId, name, rows });
      toastSuccess(CONTRACT_MSG.rateCardSaved);
      navigate(`/contracts/${contractId}/rate/${saved.data._id}`);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        // Nothing was saved: back to the lanes with each row's errorFields.
        setValidation(await validateRateCardRows(contractId, rateCardTypeId, rows));
        setCurrentStep(1);
      }
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    } finally {
      setDisableButtons(false);
    }
  };

  const title = t('contracts.wizard.title', { type: type?.name ?? '' });
  return (
    <Stack>
      <PageHeader
        title={title}
        description={
          contract.data ? t('contracts.wizard.forContract', { number: contract.data.contractNumber }) : undefined
        }
        breadcrumbs={[{ label: t('contracts.list.title'), to: '/contracts' }, { label: title }]}
      />
      <Stepper active={currentStep} onStepClick={(step) => step < currentStep && setCurrentStep(step)}>
        <Stepper.Step label={t('contracts.wizard.stepName')}>
          <TextInput
            maw={480}
            label={t('contracts.wizard.name')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
        </Stepper.Step>
        <Stepper.Step label={t('contracts.wizard.stepLanes')}>
          <Stack>
            <Group>
              <Button variant="default" onClick={() => setRows((r) => [...r, {}])} disabled={disableButtons}>
                {t('contracts.wizard.addLane')}
              </Button>
              <FileButton onChange={readCsv} accept=".csv,text/csv">
                {(props) => (
                  <Button variant="default" {...props} disabled={disableButtons}>
                    {t('contracts.wizard.uploadCsv')}
                  </Button>
                )}
              </FileButton>
              <Button onClick={() => void check()} disabled={disableButtons || rows.length === 0}>
                {t('contracts.wizard.check')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('contracts.wizard.csvHint', { columns: columns.map((c) => c.fieldName).join(',') })}
            </Text>
            {csvError ? <Alert color="red">{csvError}</Alert> : null}
            {validation && validation.errorRows.length > 0 ? (
              <Alert color="red" role="alert">
                {t('contracts.wizard.rowsWithErrors', {
                  count: validation.errorRows.length,
                  rows: validation.errorRows.map((i) => i + 1).join(', '),
                })}
              </Alert>
            ) : null}
            {checked ? <Alert color="green">{t('contracts.wizard.allValid', { count: rows.length })}</Alert> : null}
            {rows.length === 0 ? (
              <Text>{t('contracts.wizard.noLanes')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={columns.length * RATE_CARD_COLUMN_WIDTH}>
                <Table aria-label={t('contracts.wizard.stepLanes')} layout="fixed">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={60}>#</Table.Th>
                      {columns.map((field) => (
                        <Table.Th key={field.fieldName} w={RATE_CARD_COLUMN_WIDTH}>
                          {t(`contracts.fieldLabels.${field.fieldName}`)}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shown.map((index) => {
                      const row = rows[index] ?? {};
                      return (
                        <Table.Tr key={index}>
                          <Table.Td>
                            {index + 1}
                            {validation?.rows[index]?.errorFields
                              .filter((e) => !columns.some((c) => c.fieldName === e.fieldName))
                              .map((e) => (
                                <Text key={e.fieldName} size="xs" c="red">
                                  {e.message}
                                </Text>
                              ))}
                          </Table.Td>
                          {columns.map((field) => (
                            <Table.Td key={field.fieldName}>
                              <TextInput
                                size="xs"
                                aria-label={t('contracts.wizard.cell', {
                                  field: t(`contracts.fieldLabels.${field.fieldName}`),
                                  row: index + 1,
                                })}
                                value={row[field.fieldName] ?? ''}
                                error={errorOf(index, field.fieldName)}
                                onChange={(e) => setCell(index, field.fieldName, e.currentTarget.value)}
                              />
                            </Table.Td>
                          ))}
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {shown.length < rows.length ? (
              <Text size="sm" c="dimmed">
                {t('contracts.wizard.shownRows', { shown: shown.length, count: rows.length })}
              </Text>
            ) : null}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('contracts.wizard.stepSave')}>
          <Stack>
            <Text>{t('contracts.wizard.summary', { name, count: rows.length })}</Text>
            {jobId ? (
              <JobProgress
                key={jobId}
                jobId={jobId}
                onEnd={(job) => {
                  if (job.state === 'completed') {
                    void client.invalidateQueries({ queryKey: contractKeys.all });
                    toastSuccess(CONTRACT_MSG.rateCardSaved);
                    navigate(`/contracts/${contractId}/rate/${String(job.result?.rateCardId ?? '')}`);
                  } else if (job.state === 'failed' && job.errorReport?.code === 'ROWS_INVALID') {
                    // Nothing was saved: back to the lanes with each row's errorFields.
                    void validateRateCardRows(contractId, rateCardTypeId, rows).then(setValidation);
                    setJobId(null);
                    setCurrentStep(1);
                  }
                }}
              />
            ) : null}
          </Stack>
        </Stepper.Step>
      </Stepper>
      <Group>
        <Button
          variant="default"
          disabled={disableButtons || currentStep === 0}
          onClick={() => setCurrentStep((s) => s - 1)}
        >
          {t('contracts.wizard.back')}
        </Button>
        {currentStep < 2 ? (
          <Button disabled={disableButtons || !canMoveNext} onClick={() => setCurrentStep((s) => s + 1)}>
            {t('contracts.wizard.next')}
          </Button>
        ) : (
          <Button loading={disableButtons} disabled={jobId !== null} onClick={() => void finish()}>
            {t('contracts.wizard.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
};
