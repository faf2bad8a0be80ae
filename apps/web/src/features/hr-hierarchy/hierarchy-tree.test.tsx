import { HR_MSG, type THierarchyNode } from '@lanehub/shared/features/hr-hierarchy/hr-hierarchy.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders, resetClientState } from '../../test/render';
import { HierarchyTree } from './components/hierarchy-tree';
import { translateHrMessage } from './hr-text';

const node = (name: string, overrides: Partial<THierarchyNode> = {}): THierarchyNode => ({
  user_id: name.toLowerCase().replace(/\s+/g, '-'),
  user_name: name,
  email: `${name.split(' ')[0]?.toLowerCase()}@maple.example`,
  manager_user_id: null,
  manager_name: null,
  department_id: null,
  department_name: null,
  user_role_id: null,
  role_name: null,
  reports: [],
  ...overrides,
});

const tree = [
  node('Claire Tremblay', {
    role_name: 'Director',
    department_name: 'Operations',
    reports: [
      node('Omar Haddad', {
        manager_name: 'Claire Tremblay',
        role_name: 'Coordinator',
        reports: [node('Sofia Martins', { manager_name: 'Omar Haddad' })],
      }),
      node('Ethan Roy', { manager_name: 'Claire Tremblay' }),
    ],
  }),
];

beforeEach(resetClientState);

describe('hierarchy tree', () => {
  it('nests each manager’s reports under them, with role, department and the number of reports', () => {
    renderWithProviders(<HierarchyTree nodes={tree} />);
    const root = screen.getByRole('tree', { name: 'Hierarchy tree' });
    // Each item is named by the person's own row, not by the reports nested in it.
    const claire = within(root).getByRole('treeitem', { name: /^Claire Tremblay/ });
    expect(claire).toHaveAccessibleName('Claire Tremblay Director Operations claire@maple.example · 2 reports');
    expect(claire).toHaveAttribute('aria-level', '1');
    expect(within(claire).getByText('Director')).toBeInTheDocument();
    expect(within(claire).getByText('Operations')).toBeInTheDocument();
    expect(within(claire).getByText(/2 reports/)).toBeInTheDocument();
    const omar = within(claire).getByRole('treeitem', { name: /^Omar Haddad/ });
    expect(omar).toHaveAttribute('aria-level', '2');
    // Omar's name is his own row: Sofia, his report, is not in it.
    expect(omar).toHaveAccessibleName('Omar Haddad Coordinator omar@maple.example · 1 report');
    expect(within(omar).getByText(/1 report$/)).toBeInTheDocument();
    expect(within(omar).getByRole('treeitem', { name: /^Sofia Martins/ })).toHaveAttribute('aria-level', '3');
    // Ethan is Claire's report, not Omar's.
    expect(within(omar).queryByRole('treeitem', { name: /^Ethan Roy/ })).toBeNull();
    expect(within(claire).getByRole('treeitem', { name: /^Ethan Roy/ })).toBeInTheDocument();
  });

  it('folds and unfolds a manager’s reports', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HierarchyTree nodes={tree} />);
    const omar = screen.getByRole('treeitem', { name: /^Omar Haddad/ });
    expect(omar).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide the reports of Omar Haddad' }));
    expect(screen.queryByRole('treeitem', { name: /^Sofia Martins/ })).toBeNull();
    expect(omar).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Show the reports of Omar Haddad' }));
    expect(screen.getByRole('treeitem', { name: /^Sofia Martins/ })).toBeInTheDocument();
  });

  it('names the outside manager of a department’s root, and says when the department is empty', () => {
    const { unmount } = renderWithProviders(
      <HierarchyTree nodes={[node('Omar Haddad', { manager_name: 'Claire Tremblay' })]} filtered />,
    );
    expect(screen.getByText(/reports to Claire Tremblay/)).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: /^Omar Haddad/ })).toHaveAccessibleName(
      'Omar Haddad omar@maple.example · reports to Claire Tremblay',
    );
    unmount();
    renderWithProviders(<HierarchyTree nodes={[]} filtered />);
    expect(screen.getByText('Nobody is in this department yet')).toBeInTheDocument();
  });

  it('shows the server’s messages in the user’s language', async () => {
    await i18n.changeLanguage('fr');
    // The messages as the server makes them: their codes travel with them (a bare string has none).
    const cycle = HR_MSG.managerCycle('Sofia Martins', 'Claire Tremblay');
    expect(cycle).toBe(
      'Sofia Martins already reports to Claire Tremblay, so Claire Tremblay cannot report to Sofia Martins',
    );
    expect(translateHrMessage(i18n.t, cycle)).toBe(
      'Sofia Martins relève déjà de Claire Tremblay\u00a0: Claire Tremblay ne peut donc pas relever de Sofia Martins',
    );
    const created = HR_MSG.departmentCreated('Customs');
    expect(created).toBe('Department Customs has been created');
    expect(translateHrMessage(i18n.t, created)).toBe('Le département Customs a été créé');
  });
});
