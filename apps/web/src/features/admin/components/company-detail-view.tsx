import type { TAdminCompanyDetail } from '@lanehub/shared/features/admin/admin.contract';
import { ZDeclineCompany } from '@lanehub/shared/features/admin/admin.contract';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '../../../components/app-modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { toastError, toastSuccess } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { accountTypeLabel, companyTypesText } from '../../../lib/labels';
import { useAdminCompany } from '../api/get-company';
import { useDecideCompany } from '../api/requested-companies';
import { useSetCompanyStatus } from '../api/set-company-status';
import { DetailLine } from './detail-line';
import { ApprovalBadge, EnabledBadge } from './status-badges';
import { SubscriptionPeriods } from './subscription-periods';

export const COMPANY_APPROVE_PATH = '/company/company-approve';

const EnableAction = ({ company }: { company: TAdminCompanyDetail }) => {
  const { t } = useTranslation();
  const setStatus = useSetCompanyStatus(company.id);
  const [confirming, setConfirming] = useState(false);
  const run = async (enabled: boolean) => {
    try {
      const { meta } = await setStatus.mutateAsync(enabled);
      toastSuccess(meta.message ?? '');
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  };
  if (!company.enabled) {
    return (
      <Button color="green" variant="light" loading={setStatus.isPending} onClick={() => run(true)}>
        {t('adminArea.companies.enable')}
      </Button>
    );
  }
  return (
    <>
      <Button color="red" variant="light" onClick={() => setConfirming(true)}>
        {t('adminArea.companies.disable')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        message={t('adminArea.companies.confirmDisable', { legalName: company.legalName })}
        confirmLabel={t('adminArea.companies.disable')}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await run(false);
          setConfirming(false);
        }}
      />
    </>
  );
};

// Approve or decline a requested company with the call of Admin → Requested Companies.
const DecisionActions = ({ company }: { company: TAdminCompanyDetail }) => {
  const { t } = useTranslation();
  const decide = useDecideCompany();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const run = async (input: { decision: 'approve' } | { decision: 'decline'; reason?: string | undefined }) => {
    try {
      const { meta } = await decide.mutateAsync({ companyId: company.id, ...input });
      toastSuccess(
        meta.message ??
          t(input.decision === 'approve' ? 'adminArea.approvals.approved' : 'adminArea.approvals.declined', {
            legalName: company.legalName,
          }),
      );
      setDeclining(false);
    } catch (error) {
      toastError(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <>
      <Button color="green" loading={decide.isPending && !declining} onClick={() => run({ decision: 'approve' })}>
        {t('adminArea.approvals.approve')}
      </Button>
      <Button color="red" variant="light" onClick={() => setDeclining(true)}>
        {t('adminArea.approvals.decline')}
      </Button>
      <AppModal opened={declining} onClose={() => setDeclining(false)} title={t('adminArea.approvals.declineTitle')}>
        <Stack>
          <Textarea
            label={t('adminArea.approvals.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={reasonError ? translateMessage(t, reasonError) : undefined}
            autosize
            minRows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeclining(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={decide.isPending}
              onClick={() => {
                const parsed = ZDeclineCompany.safeParse({ reason });
                if (!parsed.success) {
                  setReasonError(parsed.error.issues[0]?.message);
                  return;
                }
                setReasonError(undefined);
                void run({ decision: 'decline', reason: parsed.data.reason });
              }}
            >
              {t('adminArea.approvals.decline')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
};

export type CompanyDetailVariant = 'management' | 'approval';

/**
 * One company for a platform administrator: profile, users, accounts, subscriptions; approve or
 * decline it while it is requested, enable or disable it (one screen, issue 13 §6).
 */
export const CompanyDetailView = ({
  companyId,
  basePath,
  variant,
  backLabel,
}: {
  companyId: string;
  basePath: string;
  variant: CompanyDetailVariant;
  backLabel: string;
}) => {
  const { t } = useTranslation();
  const query = useAdminCompany(companyId);
  if (query.isPending) {
    return <Loader />;
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {translateMessage(t, query.error.message)}
      </Alert>
    );
  }
  const company = query.data;
  const place = [company.address, company.city, company.state, company.country].filter(Boolean).join(', ');
  return (
    <Stack maw={1100}>
      <PageHeader
        title={company.legalName}
        badge={
          <>
            <ApprovalBadge status={company.approvalStatus} />
            <EnabledBadge enabled={company.enabled} />
          </>
        }
        description={t('pages.admin.companyDetail')}
        breadcrumbs={[{ label: backLabel, to: basePath }, { label: company.legalName }]}
        actions={
          <>
            {company.approvalStatus === 'requested' ? <DecisionActions company={company} /> : null}
            {variant === 'management' ? <EnableAction company={company} /> : null}
          </>
        }
      />
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DetailLine label={t('adminArea.fields.companyTypes')} value={companyTypesText(t, company.companyTypes)} />
          <DetailLine label={t('adminArea.fields.address')} value={place} />
          <DetailLine label={t('adminArea.fields.website')} value={company.website} />
          <DetailLine label={t('adminArea.fields.requestedAt')} value={formatDate(company.requestedAt)} />
          <DetailLine label={t('adminArea.fields.decidedAt')} value={formatDate(company.decidedAt)} />
          <DetailLine label={t('adminArea.fields.declineReason')} value={company.declineReason} />
          <DetailLine label={t('adminArea.fields.industryCategories')} value={company.industryCategories.join(', ')} />
          <DetailLine label={t('adminArea.fields.productSegments')} value={company.productSegments.join(', ')} />
          <DetailLine
            label={t('adminArea.fields.partners')}
            value={
              <Anchor component={Link} to={`${COMPANY_APPROVE_PATH}/${company.id}/company-partners`} fw={500}>
                {t('adminArea.companies.partnerCount', { n: company.partnerCount })}
              </Anchor>
            }
          />
        </SimpleGrid>
        {company.contacts.length > 0 ? (
          <Text size="sm" mt="sm">
            {t('common.labelValue', {
              label: t('adminArea.fields.contacts'),
              value: company.contacts
                .map((c) => [`${c.firstName} ${c.lastName}`, c.email, c.phone].filter(Boolean).join(' · '))
                .join('; '),
            })}
          </Text>
        ) : null}
      </Card>

      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('adminArea.fields.users')}
        </Title>
        {company.users.length === 0 ? (
          <Text c="dimmed">{t('adminArea.companies.noUsers')}</Text>
        ) : (
          <Table striped aria-label={t('adminArea.fields.users')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminArea.fields.name')}</Table.Th>
                <Table.Th>{t('adminArea.fields.email')}</Table.Th>
                <Table.Th>{t('adminArea.fields.role')}</Table.Th>
                <Table.Th>{t('adminArea.fields.enabled')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {company.users.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/user-management/${user.id}`} size="sm">
                      {`${user.firstName} ${user.lastName}`}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{t(`userRoles.${user.role}`, { defaultValue: user.role })}</Table.Td>
                  <Table.Td>
                    <EnabledBadge enabled={user.enabled} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>

      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('adminArea.fields.accounts')}
        </Title>
        {company.accounts.length === 0 ? (
          <Text c="dimmed">{t('adminArea.companies.noAccounts')}</Text>
        ) : (
          <Table striped aria-label={t('adminArea.fields.accounts')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminArea.fields.number')}</Table.Th>
                <Table.Th>{t('adminArea.fields.accountType')}</Table.Th>
                <Table.Th>{t('adminArea.fields.mode')}</Table.Th>
                <Table.Th>{t('adminArea.fields.enable')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {company.accounts.map((account) => (
                <Table.Tr key={account.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`${basePath}/${company.id}/account/${account.id}`} size="sm">
                      {account.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{accountTypeLabel(t, account.accountType) || '—'}</Table.Td>
                  <Table.Td>{account.mode ? t(`modes.${account.mode}`, { defaultValue: account.mode }) : '—'}</Table.Td>
                  <Table.Td>
                    <EnabledBadge enabled={account.enable} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>

      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {t('menu.subscriptions')}
          </Title>
          <Anchor component={Link} to={`/admin/subscriptions?companyId=${company.id}`} size="sm">
            {t('adminArea.subscriptions.manage')}
          </Anchor>
        </Group>
        <SubscriptionPeriods periods={company.subscriptions.history} />
      </Card>
    </Stack>
  );
};
