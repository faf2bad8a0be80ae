import type { THierarchyNode } from '@lanehub/shared/features/hr-hierarchy/hr-hierarchy.contract';
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconUser } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type NodeProps = {
  node: THierarchyNode;
  /** Shown when the manager is not in the tree (a department view). */
  showExternalManager: boolean;
  level: number;
};

const TreeNode = ({ node, showExternalManager, level }: NodeProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const hasReports = node.reports.length > 0;
  // The item is named by the person's own row (name, role, department, e-mail, reports), never by
  // its nested reports, which are items of their own.
  const rowId = useId();
  return (
    <div
      role="treeitem"
      aria-level={level}
      aria-expanded={hasReports ? open : undefined}
      aria-labelledby={rowId}
      aria-selected={false}
      // The fold buttons take the keyboard focus; the item itself is reachable by script only.
      tabIndex={-1}
    >
      <Group gap="xs" wrap="nowrap" py={4}>
        {hasReports ? (
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t(open ? 'hrHierarchy.tree.collapse' : 'hrHierarchy.tree.expand', { name: node.user_name })}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
          </ActionIcon>
        ) : (
          <span style={{ width: 22, display: 'inline-block' }} />
        )}
        <IconUser size={16} aria-hidden />
        <Stack gap={0} id={rowId}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {node.user_name}
            </Text>
            {node.role_name ? (
              <Badge size="sm" variant="light">
                {node.role_name}
              </Badge>
            ) : null}
            {node.department_name ? (
              <Badge size="sm" variant="outline" color="gray">
                {node.department_name}
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {[
              node.email,
              hasReports ? t('hrHierarchy.tree.reports', { count: node.reports.length }) : null,
              showExternalManager && node.manager_name
                ? t('hrHierarchy.tree.reportsTo', { name: node.manager_name })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Group>
      {hasReports && open ? (
        // biome-ignore lint/a11y/useSemanticElements: the ARIA tree pattern nests a treeitem's children in role="group".
        <div role="group" style={{ paddingLeft: 28, borderLeft: '1px solid var(--mantine-color-gray-3)' }}>
          {node.reports.map((child) => (
            <TreeNode key={child.user_id} node={child} showExternalManager={false} level={level + 1} />
          ))}
        </div>
      ) : null}
    </div>
  );
};

export type HierarchyTreeProps = {
  nodes: readonly THierarchyNode[];
  /** The tree is one department's: a root's manager outside it is named on the root. */
  filtered?: boolean;
};

/** The hierarchy as a tree: each manager with their reports, which can be folded. */
export const HierarchyTree = ({ nodes, filtered = false }: HierarchyTreeProps) => {
  const { t } = useTranslation();
  if (nodes.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t(filtered ? 'hrHierarchy.tree.emptyDepartment' : 'hrHierarchy.tree.empty')}
      </Text>
    );
  }
  return (
    <div role="tree" aria-label={t('hrHierarchy.tree.label')}>
      {nodes.map((node) => (
        <TreeNode key={node.user_id} node={node} showExternalManager={filtered} level={1} />
      ))}
    </div>
  );
};
