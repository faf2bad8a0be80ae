import type { ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';

export type LabelValueProps = {
  label: string;
  value: string;
  /** The element the label is shown in (a link); plain text by default. */
  labelAs?: ReactElement;
  /** The element the value is shown in (bold); plain text by default. */
  valueAs?: ReactElement;
};

/**
 * 'Label: value' where the label or the value is an element (a link, bold text). Each language places
 * its colon (French puts a no-break space before it), so the colon is never glued on in code: plain
 * texts use `t('common.labelValue', { label, value })`, elements this (docs/i18n.md, "Labels and values").
 */
export const LabelValue = ({ label, value, labelAs, valueAs }: LabelValueProps) => {
  const { t } = useTranslation();
  // Numbered tags (<0>label</0>: <1>value</1>): a named tag would read as an untranslated word.
  return (
    <Trans
      t={t}
      i18nKey="common.labelValueRich"
      values={{ label, value }}
      components={[labelAs ?? <span />, valueAs ?? <span />]}
    />
  );
};
