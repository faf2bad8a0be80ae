import { MODAL_DEFAULT_WIDTH } from '@lanehub/shared/constants/app';
import { Drawer, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type AppModalVariant = 'center' | 'side';

export type AppModalProps = {
  opened: boolean;
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** 'side' slides in from the right. */
  variant?: AppModalVariant;
  /** Pixels, or any CSS width. */
  width?: number | string;
  withCloseButton?: boolean;
};

// The one modal of spec 01 §2.5 / spec 02 §2: centre or side, 600 wide, Escape and an outside
// click close it, close icon optional.
export const AppModal = ({
  opened,
  onClose,
  title,
  children,
  variant = 'center',
  width = MODAL_DEFAULT_WIDTH,
  withCloseButton = true,
}: AppModalProps) => {
  const { t } = useTranslation();
  const common = {
    opened,
    onClose,
    title,
    size: width,
    withCloseButton,
    closeOnEscape: true,
    closeOnClickOutside: true,
    closeButtonProps: { 'aria-label': t('modal.close') },
  };

  if (variant === 'side') {
    return (
      <Drawer {...common} position="right">
        {children}
      </Drawer>
    );
  }
  return (
    <Modal {...common} centered>
      {children}
    </Modal>
  );
};
