import type { TAuditLine } from '@lanehub/shared/features/audit-pay/audit-pay.contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOR = { match: 'green', over: 'red', under: 'orange', no_rate: 'gray' } as const;
const DECISION_COLOR = { approved: 'green', disputed: 'red' } as const;

export const AuditResultBadge = ({ result }: { result: TAuditLine['result'] }) => {
  const { t } = useTranslation();
  return (
    // A badge in a table cell keeps its whole word: the column may not squeeze it ('MA…').
    <Badge color={COLOR[result]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`auditPay.result.${result}`)}
    </Badge>
  );
};

export const DecisionBadge = ({ decision }: { decision: 'approved' | 'disputed' }) => {
  const { t } = useTranslation();
  return (
    <Badge color={DECISION_COLOR[decision]} variant="filled" style={{ minWidth: 'max-content' }}>
      {t(`auditPay.decision.${decision}`)}
    </Badge>
  );
};
