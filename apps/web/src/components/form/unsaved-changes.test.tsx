import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRoutes } from '../../test/render';
import { UnsavedChangesGuard } from './unsaved-changes';

const EditForm = () => {
  const [value, setValue] = useState('');
  return (
    <>
      <UnsavedChangesGuard dirty={value !== ''} />
      <TextInput label="Name" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
};

const routes = [
  { path: '/edit', element: <EditForm /> },
  { path: '/elsewhere', element: <p>Another screen</p> },
];

describe('UnsavedChangesGuard (issue 13 §10)', () => {
  it('lets a form without changes go at once', async () => {
    const { router } = renderWithRoutes(routes, '/edit');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before leaving with changes: Stay keeps them, Leave without saving goes', async () => {
    const { router } = renderWithRoutes(routes, '/edit');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maple');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(
      await screen.findByText('You have changes that are not saved. Leave without saving them?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Maple');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});
