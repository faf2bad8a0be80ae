import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRoutes } from '../test/render';
import { PageHeader } from './page-header';

const renderHeader = (element: React.ReactElement) => renderWithRoutes([{ path: '/', element }], '/');

describe('PageHeader', () => {
  it('gives the screen its one h1, the line of purpose and the primary action', async () => {
    renderHeader(
      <PageHeader
        title="Distribution centers"
        description="The warehouses your shipments leave from."
        actions={<Button>New location</Button>}
      />,
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Distribution centers');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('The warehouses your shipments leave from.')).toBeInTheDocument();
    expect(within(screen.getByTestId('page-header')).getByRole('button', { name: 'New location' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('shows breadcrumbs with links up to the current place, which is not a link', async () => {
    renderHeader(
      <PageHeader
        title="MLH-1002"
        breadcrumbs={[{ label: 'Company Accounts', to: '/company/company-accounts' }, { label: 'MLH-1002' }]}
      />,
    );
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Company Accounts' })).toHaveAttribute(
      'href',
      '/company/company-accounts',
    );
    expect(within(crumbs).queryByRole('link', { name: 'MLH-1002' })).not.toBeInTheDocument();
    expect(within(crumbs).getByText('MLH-1002')).toHaveAttribute('aria-current', 'page');
  });
});
