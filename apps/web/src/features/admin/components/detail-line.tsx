import type { ReactNode } from 'react';
import { DataField } from '../../../components/detail-list';

/** One labelled value of a detail card, read as text (the look's DataField, docs/ui.md). */
export const DetailLine = ({ label, value }: { label: string; value: ReactNode }) => (
  <dl style={{ margin: 0 }}>
    <DataField label={label} value={value} />
  </dl>
);
