import { Badge, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a status means, not its colour: each tone has one colour everywhere. */
export type StatusTone = 'positive' | 'negative' | 'warning' | 'info' | 'neutral' | 'special';

const TONE_COLORS: Record<StatusTone, MantineColor> = {
  positive: 'green',
  negative: 'red',
  warning: 'yellow',
  info: 'blue',
  neutral: 'gray',
  special: 'grape',
};

/** 'ENABLED', 'enabled' → 'Enabled': the first letter up, the rest as written unless it was all capitals. */
export const sentenceCase = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') {
    return trimmed;
  }
  const letters = trimmed.replace(/[^\p{L}]/gu, '');
  const body = letters.length > 1 && letters === letters.toUpperCase() ? trimmed.toLowerCase() : trimmed;
  return body.charAt(0).toUpperCase() + body.slice(1);
};

export type StatusBadgeProps = {
  tone: StatusTone;
  children: ReactNode;
  size?: 'xs' | 'sm' | 'md';
};

// The one status badge (docs/ui.md): sentence case, light, a dot of the tone's colour. Tags that are
// not a status (a permission, a company type) use a plain Badge with tt="none".
export const StatusBadge = ({ tone, children, size = 'sm' }: StatusBadgeProps) => (
  <Badge
    color={TONE_COLORS[tone]}
    variant="dot"
    size={size}
    radius="sm"
    tt="none"
    fw={500}
    data-tone={tone}
    styles={{ root: { whiteSpace: 'nowrap' } }}
  >
    {typeof children === 'string' ? sentenceCase(children) : children}
  </Badge>
);

/**
 * The one 'Enabled' / 'Disabled' badge (issue 13 §11: 'Enabled: YES' beside 'ENABLED'): the state
 * itself in sentence case, the same on every screen.
 */
export const EnabledBadge = ({ enabled }: { enabled: boolean }) => {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={enabled ? 'positive' : 'neutral'}>
      {enabled ? t('statusBadge.enabled') : t('statusBadge.disabled')}
    </StatusBadge>
  );
};
