import type { TProduct } from '@lanehub/shared/features/products/products.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import { ProductsPage } from './pages/products-page';

const signIn = signInWithPermissions;

const product = (n: number): TProduct =>
  ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    productId: `SKU-${n}`,
    name: `Bench ${n}`,
    category: 'Outdoor furniture',
    description: null,
    hsCode: '9401.69',
    partnerCompanyId: null,
    partnerName: null,
    createdAt: '2025-03-02T15:00:00.000Z',
    updatedAt: '2025-03-02T15:00:00.000Z',
  }) as TProduct;

const listOf = (rows: TProduct[]) => (req: MockRequest) => {
  const search = req.url.searchParams.get('search') ?? '';
  const found = rows.filter((row) => row.name.includes(search));
  return { body: { data: found, meta: { total: found.length } } };
};

const renderProducts = (path = '/company/product') =>
  renderWithRoutes([{ path: '/company/product', Component: ProductsPage }], path);

describe('Products on the list kit', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers to add the first product when there is none, and keeps the search in the URL', async () => {
    signIn(['company.*']);
    const fetchMock = mockFetch({ 'GET /api/lanehub-core/products': listOf([product(1)]) });
    const { router } = renderProducts('/company/product?search=Chair');
    expect(await screen.findByText('No records match the search or filters.')).toBeInTheDocument();
    expect(callsOf(fetchMock).some((call) => call.includes('search=Chair'))).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Bench 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens the form from the empty list and puts a refused product id on its field', async () => {
    signIn(['company.*']);
    mockFetch({
      'GET /api/lanehub-core/products': listOf([]),
      'POST /api/lanehub-core/products': {
        status: 400,
        body: {
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          fieldErrors: { productId: 'A product with this id already exists' },
        },
      },
    });
    renderProducts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add the first product' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Product' });
    await user.type(within(dialog).getByRole('textbox', { name: /Product id/ }), 'SKU-1');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Bench');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Product id/ })).toHaveAccessibleDescription(
        'A product with this id already exists',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'New Product' })).toBeInTheDocument();
  });

  it('shows no add button to a reader', async () => {
    signIn(['company.view']);
    mockFetch({ 'GET /api/lanehub-core/products': listOf([]) });
    renderProducts();
    // The empty list says what it is for, without the next step a reader may not take.
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
    expect(
      screen.getAllByText('The products your company ships, with their segment, codes and dimensions.').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add the first product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Product' })).not.toBeInTheDocument();
  });
});
