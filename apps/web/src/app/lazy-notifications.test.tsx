import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from './providers';

// The notification container loads with the first toast (issue 13 "Delivery"): nothing of it is on the
// page before, and a toast shown before it loaded still appears.

afterEach(() => {
  act(() => notifications.clean());
});

describe('the notification container', () => {
  it('is not on the page until a toast is shown, then shows it', async () => {
    const { baseElement } = render(
      <Providers env="test">
        <p>Dashboard</p>
      </Providers>,
    );
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(baseElement.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      notifications.show({ title: 'Saved', message: 'Instruction has been created' });
    });
    expect(await screen.findByText('Instruction has been created')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(baseElement.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
