// The one permission matcher, used by the server's route checks and the web's menu filtering
// (spec 01 §6; DESIGN.md §5).

export type AccessSubject = {
  isSystemAdmin: boolean;
  permissions: readonly string[];
};

type Parsed = { area: string; action: string };

const parse = (permission: string): Parsed => {
  const dot = permission.indexOf('.');
  if (dot < 0) {
    return { area: permission, action: '' };
  }
  return { area: permission.slice(0, dot), action: permission.slice(dot + 1) };
};

/** True when one held permission grants the required one: same area, and a wildcard or the same action. */
export const permissionGrants = (held: string, required: string): boolean => {
  const h = parse(held);
  const r = parse(required);
  if (h.area !== r.area) {
    return false;
  }
  return h.action === '*' || h.action === r.action;
};

/**
 * Spec 01 §6: allowed when the subject is a system administrator, when nothing is required, or when
 * a held permission of the same area carries a wildcard or the same action. `areaOnly` is the top
 * bar's rule: any permission of the same area is enough.
 */
export const can = (
  subject: AccessSubject,
  required: string | null | undefined,
  options: { areaOnly?: boolean } = {},
): boolean => {
  if (subject.isSystemAdmin || !required) {
    return true;
  }
  if (options.areaOnly) {
    const area = parse(required).area;
    return subject.permissions.some((p) => parse(p).area === area);
  }
  return subject.permissions.some((p) => permissionGrants(p, required));
};

/** A permission string is well formed: `area.action` or `area.*`. */
export const isPermissionString = (value: string): boolean =>
  /^[A-Za-z][A-Za-z0-9]*\.(\*|[A-Za-z][A-Za-z0-9-]*)$/.test(value);
