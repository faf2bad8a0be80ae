import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const PROGRESS_SEGMENTS = 4;

const clampPercent = (percent: number) =>
  Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0;

/** Segments lit for a percentage: 0–25 lights 1, 26–50 lights 2, 51–75 lights 3, 76–100 lights 4. */
export const filledSegments = (percent: number): number =>
  // Nothing done lights nothing; any progress lights at least the first segment.
  Math.ceil(clampPercent(percent) / (100 / PROGRESS_SEGMENTS));

export type CompletionProgressProps = {
  /** 0 to 100; out-of-range values are clamped. */
  percent: number;
};

// The '% Completed' bar of spec 01 §2.5: four segments rather than a continuous fill.
export const CompletionProgress = ({ percent }: CompletionProgressProps) => {
  const { t } = useTranslation();
  const value = clampPercent(percent);
  const filled = filledSegments(value);
  const text = t('completionProgress.completed', { n: value });
  return (
    <Stack gap={4}>
      <Text size="sm">{text}</Text>
      <Group
        gap={4}
        wrap="nowrap"
        role="progressbar"
        aria-label={text}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        {Array.from({ length: PROGRESS_SEGMENTS }, (_, index) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: positions are the identity here
            key={index}
            data-testid="progress-segment"
            data-filled={index < filled}
            h={8}
            style={{
              flex: 1,
              borderRadius: 4,
              backgroundColor: index < filled ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-3)',
            }}
          />
        ))}
      </Group>
    </Stack>
  );
};
