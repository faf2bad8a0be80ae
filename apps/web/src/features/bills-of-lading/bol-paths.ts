// Spec 01 §1: /demand-management/forwarding/bol/:id; the list sits at its parent.
export const BOL_LIST_PATH = '/demand-management/forwarding/bol';
export const bolPath = (id: string) => `${BOL_LIST_PATH}/${encodeURIComponent(id)}`;
