import { codedMessageOf, type TMeta } from '@lanehub/shared';

// Replies are `{ data, meta }` (DESIGN.md §4). A `meta.message` goes out with its catalogue key and
// values (`messageCode`, `params`) so the web translates it by key; every such text comes from a
// message object of @lanehub/shared, which knows the code of each text it made (message-registry.ts).
export const ok = <T>(data: T, meta: TMeta = {}) => {
  const coded = meta.message ? codedMessageOf(meta.message) : undefined;
  return { data, meta: coded ? { ...meta, messageCode: coded.code, params: coded.params } : meta };
};
