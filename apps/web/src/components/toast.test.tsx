import { TOAST_DEFAULT_MS, TOAST_ERROR_MS } from '@lanehub/shared/constants/app';
import { MSG } from '@lanehub/shared/constants/messages';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { toastError, toastSuccess } from './toast';

describe('toasts (spec 01 §8, §9)', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await changeLanguage('en');
  });

  it('shows success in green for 5 seconds by default', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    toastSuccess('Instruction has been created');
    expect(TOAST_DEFAULT_MS).toBe(5000);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Instruction has been created', color: 'green', autoClose: 5000 }),
    );
  });

  it("titles errors 'Error', in the danger colour, for 2 seconds, translated", async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    // Messages are translated by their code: the shared message the app shows, not a free text.
    toastError(MSG.required);
    expect(TOAST_ERROR_MS).toBe(2000);
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Error', message: 'This field is required', color: 'red', autoClose: 2000 }),
    );
    await changeLanguage('fr');
    toastError(MSG.required);
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Ce champ est obligatoire' }));
  });
});
