import { SURVEY_PATHS, type SurveyType } from '@lanehub/shared/features/vendor-sourcing/survey-demand';
import { SURVEY_TEMPLATES, type TSurvey } from '@lanehub/shared/features/vendor-survey/vendor-survey.contract';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Group,
  List,
  Loader,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { AppModal } from '../../../components/app-modal';
import { toastSuccess } from '../../../components/toast';
import { useDocumentTitle } from '../../../lib/document-title';
import { translateMessage } from '../../../lib/i18n';
import { getSession, setLoggedCompany, setProfile } from '../../../lib/session';
import { useSaveProgress, useSubmitSurvey, useSurvey } from '../api/survey-api';
import { CategoriesStep } from '../components/categories-step';
import { PartnersStep } from '../components/partners-step';
import { PoOrders } from '../components/po-orders';
import { SurveyUpload } from '../components/survey-upload';

/** The steps of each wizard (spec 01 §2.6, §2.7), by their catalogue key. */
const STEPS: Record<SurveyType, readonly string[]> = {
  sourcing: ['sourcingCategories', 'locations', 'tradingPartners', 'uploadProducts'],
  vendor: ['locations', 'tradingPartner', 'uploadPo'],
};
/** The home route (spec 02 §4: sourcing Done and a completed survey go home). */
const HOME_PATH = '/dashboard';
/** Spec 01 §9: the instruction dialog is 1000 wide. */
const INSTRUCTIONS_WIDTH = 1000;

/** Marks the session's company as surveyed, so the guards let it into the shell. */
const markSurveyed = () => {
  const { profile } = getSession();
  if (profile?.company) {
    const company = { ...profile.company, completedSurvey: true };
    setProfile({ ...profile, company });
    setLoggedCompany(company);
  }
};

// /vendor/survey and /sourcing/survey (spec 01 §2.6–§2.7, spec 02 §4): the wizard. Next and Previous
// save the progress (step, categories, partners) and move; a reload resumes at the saved step with
// its values and uploads; Done on the last step completes the survey and navigates. A company whose
// survey is completed goes home; the other survey's company goes to its own.
export const SurveyWizardPage = ({ type }: { type: SurveyType }) => {
  const { t } = useTranslation();
  useDocumentTitle(t(`vendorSourcing.survey.title.${type}`));
  const survey = useSurvey();

  if (survey.isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label={t('vendorSourcing.survey.loading')} />
      </Center>
    );
  }
  if (survey.isError) {
    if ('status' in survey.error && survey.error.status === 403) {
      return <Navigate to={HOME_PATH} replace />;
    }
    return (
      <Center mih="100vh" p="md">
        <Stack>
          <Alert color="red" role="alert">
            {translateMessage(t, survey.error.message)}
          </Alert>
          <Anchor component={Link} to="/logout" ta="center">
            {t('vendorSourcing.logout')}
          </Anchor>
        </Stack>
      </Center>
    );
  }
  if (survey.data.completedSurvey) {
    return <Navigate to={HOME_PATH} replace />;
  }
  if (survey.data.surveyType !== type) {
    return <Navigate to={SURVEY_PATHS[survey.data.surveyType]} replace />;
  }
  return <Wizard type={type} survey={survey.data} />;
};

const Wizard = ({ type, survey }: { type: SurveyType; survey: TSurvey }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const steps = STEPS[type];
  const last = steps.length - 1;
  const [step, setStep] = useState(Math.min(Math.max(survey.step, 0), last));
  const [categories, setCategories] = useState<string[]>(survey.sourcingCategories);
  const [partners, setPartners] = useState<string[]>(survey.partners.map((p) => p._id));
  const [added, setAdded] = useState<Array<{ _id: string; legalName: string }>>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [instructions, setInstructions] = useState(false);
  const save = useSaveProgress();
  const submit = useSubmitSurvey();
  const busy = save.isPending || submit.isPending;
  const uploadOf = (kind: string) => survey.uploads.find((u) => u.fileKind === kind);
  const progress = (to: number) => ({ step: to, sourcingCategories: categories, partners });

  const move = async (to: number) => {
    setFailure(null);
    try {
      await save.mutateAsync(progress(to));
      setStep(to);
    } catch (caught) {
      setFailure(translateMessage(t, caught instanceof Error ? caught.message : String(caught)));
    }
  };

  const done = async () => {
    setFailure(null);
    try {
      const { data, meta } = await submit.mutateAsync(progress(step));
      markSurveyed();
      toastSuccess(translateMessage(t, meta.message ?? t('vendorSurvey.messages.completed')));
      navigate(data.next === '/' ? HOME_PATH : data.next, { replace: true });
    } catch (caught) {
      setFailure(translateMessage(t, caught instanceof Error ? caught.message : String(caught)));
    }
  };

  const stepBody = (key: string) => {
    switch (key) {
      case 'sourcingCategories':
        return <CategoriesStep value={categories} onChange={setCategories} />;
      case 'locations':
        return (
          <SurveyUpload
            kind="locationSrcFile"
            label={t('vendorSurvey.wizard.locationFile')}
            description={t('vendorSurvey.wizard.locationFileHint')}
            accept=".csv,text/csv"
            upload={uploadOf('locationSrcFile')}
            template={{ name: 'locations', file: SURVEY_TEMPLATES.locations }}
          />
        );
      case 'tradingPartners':
      case 'tradingPartner':
        return (
          <PartnersStep
            value={partners}
            known={[...survey.partners, ...added]}
            hint={t(`vendorSurvey.wizard.partnersHint.${type}`)}
            onChange={(next, partner) => {
              setPartners(next);
              if (partner) {
                setAdded((current) => [...current, partner]);
              }
            }}
          />
        );
      case 'uploadProducts':
        return (
          <Stack gap="lg">
            <Group justify="space-between" wrap="wrap">
              <Text size="sm">{t('vendorSurvey.wizard.productsHint')}</Text>
              <Button
                variant="subtle"
                leftSection={<IconInfoCircle size={16} aria-hidden />}
                onClick={() => setInstructions(true)}
              >
                {t('vendorSurvey.wizard.instructions')}
              </Button>
            </Group>
            <SurveyUpload
              kind="productSrcFile"
              label={t('vendorSurvey.wizard.productFile')}
              description={t('vendorSurvey.wizard.productFileHint')}
              accept=".csv,text/csv"
              upload={uploadOf('productSrcFile')}
              template={{ name: 'products', file: SURVEY_TEMPLATES.products }}
            />
            <SurveyUpload
              kind="productImgCsvFile"
              label={t('vendorSurvey.wizard.imageCsv')}
              description={t('vendorSurvey.wizard.imageCsvHint')}
              accept=".csv,text/csv"
              upload={uploadOf('productImgCsvFile')}
            />
            <SurveyUpload
              kind="productImgZipFile"
              label={t('vendorSurvey.wizard.imageZip')}
              description={t('vendorSurvey.wizard.imageZipHint')}
              accept=".zip,application/zip"
              upload={uploadOf('productImgZipFile')}
            />
            <AppModal
              opened={instructions}
              onClose={() => setInstructions(false)}
              title={t('vendorSurvey.wizard.instructions')}
              width={INSTRUCTIONS_WIDTH}
            >
              <List spacing="xs" size="sm">
                {(['csv', 'product', 'imageCsv', 'zip', 'noImages'] as const).map((rule) => (
                  <List.Item key={rule}>{t(`vendorSurvey.wizard.rules.${rule}`)}</List.Item>
                ))}
              </List>
            </AppModal>
          </Stack>
        );
      case 'uploadPo': {
        const po = uploadOf('poSrcFile');
        return (
          <SurveyUpload
            kind="poSrcFile"
            label={t('vendorSurvey.wizard.poFile')}
            description={t('vendorSurvey.wizard.poFileHint')}
            accept=".csv,text/csv"
            upload={po}
            template={{ name: 'po', file: SURVEY_TEMPLATES.po }}
            hidePreview
          >
            {po?.orders ? <PoOrders orders={po.orders} rows={po.rows} /> : null}
          </SurveyUpload>
        );
      }
      default:
        return null;
    }
  };

  return (
    <Container component="main" size="lg" py="xl">
      <Card withBorder shadow="sm" radius="md" padding="xl">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Title order={1}>{t(`vendorSourcing.survey.title.${type}`)}</Title>
              <Text c="dimmed">{survey.company.legalName}</Text>
            </div>
            <Anchor component={Link} to="/logout">
              {t('vendorSourcing.logout')}
            </Anchor>
          </Group>
          <Text>{t(`vendorSourcing.survey.intro.${type}`)}</Text>
          <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={(to) => void move(to)}>
            {steps.map((key) => (
              <Stepper.Step key={key} label={t(`vendorSourcing.survey.steps.${key}.title`)} disabled={busy} />
            ))}
          </Stepper>
          <Title order={2} size="h3">
            {t('vendorSurvey.wizard.stepOf', {
              step: step + 1,
              steps: steps.length,
              title: t(`vendorSourcing.survey.steps.${steps[step]}.title`),
            })}
          </Title>
          <Text size="sm" c="dimmed" mt={-8}>
            {t(`vendorSourcing.survey.steps.${steps[step]}.description`)}
          </Text>
          {stepBody(steps[step] ?? '')}
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button variant="default" onClick={() => void move(step - 1)} disabled={step === 0 || busy}>
              {t('vendorSurvey.wizard.previous')}
            </Button>
            {step < last ? (
              <Button onClick={() => void move(step + 1)} loading={save.isPending} disabled={busy}>
                {t('vendorSurvey.wizard.next')}
              </Button>
            ) : (
              <Button onClick={() => void done()} loading={submit.isPending} disabled={busy}>
                {t('vendorSurvey.wizard.done')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </Container>
  );
};
