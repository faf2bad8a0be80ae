-- Issue 13 §4: a company's administrators can edit the company. Existing installations: every
-- company's own 'Company administrator' policy covers company editing, and every administrator of
-- the company (role 'admin') holds it on every account, as a company that joins today gets it
-- (kernel/first-administrator.ts).
UPDATE "policies"
SET "permissions" = array_append("permissions", 'company.*')
WHERE "name" = 'Company administrator'
  AND "company_id" IS NOT NULL
  AND NOT ('company.*' = ANY ("permissions") OR 'company.edit' = ANY ("permissions"));
--> statement-breakpoint
INSERT INTO "user_policies" ("company_id", "user_id", "policy_id", "account_id")
SELECT u."company_id", u."id", p."id", NULL
FROM "users" u
JOIN "policies" p ON p."company_id" = u."company_id" AND p."name" = 'Company administrator'
WHERE u."role" = 'admin'
  AND u."company_id" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "user_policies" up
    WHERE up."company_id" = u."company_id" AND up."user_id" = u."id" AND up."policy_id" = p."id"
  );
