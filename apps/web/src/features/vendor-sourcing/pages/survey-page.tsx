import { SURVEY_PATHS, type SurveyType } from '@lanehub/shared/features/vendor-sourcing/vendor-sourcing.contract';
import { Alert, Anchor, Badge, Card, Center, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { translateMessage } from '../../../lib/i18n';
import { useSurveyState } from '../api/survey-state';

const HOME_PATH = '/dashboard';
const SURVEY_CARD_WIDTH = 640;

// /sourcing/survey and /vendor/survey (protected, spec 01 §2.6, §2.7): the company's survey state
// from the server. A company that has completed its survey goes home; the other survey's company
// goes to its own.
export const SurveyPage = ({ type }: { type: SurveyType }) => {
  const { t } = useTranslation();
  useDocumentTitle(t(`vendorSourcing.survey.title.${type}`));
  const survey = useSurveyState();

  if (survey.isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label={t('vendorSourcing.survey.loading')} />
      </Center>
    );
  }
  if (survey.isError) {
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
  const state = survey.data;
  if (!state.required || !state.surveyType) {
    return <Navigate to={HOME_PATH} replace />;
  }
  if (state.surveyType !== type) {
    return <Navigate to={SURVEY_PATHS[state.surveyType]} replace />;
  }

  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Card withBorder shadow="sm" radius="md" padding="xl" w={SURVEY_CARD_WIDTH} maw="100%">
        <Stack>
          <Group justify="space-between" align="flex-start">
            <Title order={1}>{t(`vendorSourcing.survey.title.${type}`)}</Title>
            <Badge color="yellow" variant="light" size="lg">
              {t('vendorSourcing.survey.notCompleted')}
            </Badge>
          </Group>
          <div>
            <Text size="sm" c="dimmed">
              {t('vendorSourcing.survey.company')}
            </Text>
            <Text fw={600}>{state.company.legalName}</Text>
            <Text size="sm">
              {state.company.companyType.map((c) => c.companyType).join(', ')}
              {state.company.vendorType
                ? ` · ${t(`vendorSourcing.vendorTypes.${state.company.vendorType}.label`, { defaultValue: state.company.vendorType })}`
                : ''}
            </Text>
          </div>
          <Text>{t(`vendorSourcing.survey.intro.${type}`)}</Text>
          <List type="ordered" spacing="xs">
            {state.steps.map((step) => (
              <List.Item key={step}>
                <Text fw={500} span>
                  {t(`vendorSourcing.survey.steps.${step}.title`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`vendorSourcing.survey.steps.${step}.description`)}
                </Text>
              </List.Item>
            ))}
          </List>
          <Alert color="blue" variant="light">
            {t('vendorSourcing.survey.notYetOnline')}
          </Alert>
          <Anchor component={Link} to="/logout" ta="center">
            {t('vendorSourcing.logout')}
          </Anchor>
        </Stack>
      </Card>
    </Center>
  );
};
