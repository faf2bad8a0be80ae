import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FilePicker, isAcceptedFile } from './file-picker';

// The toast store outlives each render; emptied before mounting so no toast leaks between tests.
beforeEach(() => notifications.clean());

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  return input;
};

const logo = () => new File(['png'], 'logo.png', { type: 'image/png' });
const notes = () => new File(['text'], 'notes.txt', { type: 'text/plain' });

describe('isAcceptedFile', () => {
  it('matches exact mime types, wildcards and extensions', () => {
    expect(isAcceptedFile(logo(), ['image/jpeg', 'image/png'])).toBe(true);
    expect(isAcceptedFile(notes(), ['image/jpeg', 'image/png'])).toBe(false);
    expect(isAcceptedFile(logo(), ['image/*'])).toBe(true);
    expect(isAcceptedFile(new File(['a'], 'rates.CSV'), ['.csv'])).toBe(true);
    expect(isAcceptedFile(notes(), undefined)).toBe(true);
  });
});

describe('FilePicker', () => {
  it("shows 'Browse Document' and keeps Upload disabled until a file is chosen", async () => {
    renderWithProviders(<FilePicker accept={['image/jpeg', 'image/png']} onUpload={() => {}} />);
    expect(screen.getByText('Browse Document')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(fileInput()).not.toHaveAttribute('multiple');
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await userEvent.setup().upload(fileInput(), logo());
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    expect(upload).toBeEnabled();
  });

  it('refuses a file of another type and does not pass it on', async () => {
    const onUpload = vi.fn();
    renderWithProviders(<FilePicker accept={['image/jpeg', 'image/png']} onUpload={onUpload} />);
    // As when the user switches the browser's dialog to 'All files'.
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), notes());
    expect(screen.getByText('notes.txt is not supported file types')).toBeInTheDocument();
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('uploads the chosen file and confirms it', async () => {
    const onUpload = vi.fn(() => Promise.resolve());
    renderWithProviders(<FilePicker accept={['image/png']} onUpload={onUpload} />);
    const user = userEvent.setup();
    const file = logo();
    await user.upload(fileInput(), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledExactlyOnceWith(file);
    expect(await screen.findByText('logo.png file uploaded successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled());
    expect(screen.getByText('Browse Document')).toBeInTheDocument();
  });

  it('keeps the file and shows the error when the upload fails', async () => {
    const onUpload = vi.fn(() => Promise.reject(new Error('The request is too large')));
    renderWithProviders(<FilePicker onUpload={onUpload} />);
    const user = userEvent.setup();
    await user.upload(fileInput(), logo());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The request is too large')).toBeInTheDocument();
    expect(screen.queryByText('logo.png file uploaded successfully')).not.toBeInTheDocument();
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});
