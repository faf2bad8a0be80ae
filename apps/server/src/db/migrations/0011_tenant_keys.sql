-- Hand-written (issue 12 §2): before the composite keys are added, cut every reference from a tenant
-- row to another company's row, so the constraints can be added on an existing installation. A
-- nullable reference is set to null; a row that cannot exist without its reference (a policy held for
-- another company's account or user, a role held, a hierarchy entry, a notification) is deleted. Each
-- cut is counted in a NOTICE. The UNIQUE (company_id, id) constraints come before the foreign keys
-- that need them (drizzle-kit writes them last).
DO $$
DECLARE
  cut integer;
BEGIN
  UPDATE "equipment" AS e SET "location_id" = NULL FROM "locations" AS l
    WHERE l."id" = e."location_id" AND l."company_id" <> e."company_id";
  GET DIAGNOSTICS cut = ROW_COUNT;
  RAISE NOTICE 'tenant keys: % equipment location references to another company cut', cut;
  UPDATE "equipment" AS e SET "equipment_type_id" = NULL FROM "equipment_types" AS t
    WHERE t."id" = e."equipment_type_id" AND t."company_id" <> e."company_id";
  GET DIAGNOSTICS cut = ROW_COUNT;
  RAISE NOTICE 'tenant keys: % equipment type references to another company cut', cut;
  UPDATE "accounts" AS a SET "location_id" = NULL FROM "locations" AS l
    WHERE l."id" = a."location_id" AND l."company_id" <> a."company_id";
  GET DIAGNOSTICS cut = ROW_COUNT;
  RAISE NOTICE 'tenant keys: % account location references to another company cut', cut;
  UPDATE "companies" AS c SET "headquarters_location_id" = NULL FROM "locations" AS l
    WHERE l."id" = c."headquarters_location_id" AND l."company_id" <> c."id";
  GET DIAGNOSTICS cut = ROW_COUNT;
  RAISE NOTICE 'tenant keys: % company headquarters references to another company cut', cut;
  UPDATE "departments" AS d SET "parent_id" = NULL FROM "departments" AS p
    WHERE p."id" = d."parent_id" AND p."company_id" <> d."company_id";
  GET DIAGNOSTICS cut = ROW_COUNT;
  RAISE NOTICE 'tenant keys: % department parent references to another company cut', cut;
  UPDATE "hr_codes" AS h SET "department_id" = NULL FROM "departments" AS d
    WHERE d."id" = h."department_id" AND d."company_id" <> h."company_id";
  GET DIAGNOSTICS cut = ROW_COUNT;
  RAISE NOTICE 'tenant keys: % HR code department references to another company cut', cut;
  UPDATE "user_hierarchy" AS h SET "department_id" = NULL FROM "departments" AS d
    WHERE d."id" = h."department_id" AND d."company_id" <> h."company_id";
  GET DIAGNOSTICS cut = ROW_COUNT;
  RAISE NOTICE 'tenant keys: % user hierarchy department references to another company cut', cut;
  UPDATE "user_hierarchy" AS h SET "user_role_id" = NULL FROM "hr_user_roles" AS r
    WHERE r."id" = h."user_role_id" AND r."company_id" <> h."company_id";
  GET DIAGNOSTICS cut = ROW_COUNT;
  RAISE NOTICE 'tenant keys: % user hierarchy HR role references to another company cut', cut;
  UPDATE "user_hierarchy" AS h SET "manager_user_id" = NULL FROM "users" AS u
    WHERE u."id" = h."manager_user_id" AND u."company_id" IS DISTINCT FROM h."company_id";
  GET DIAGNOSTICS cut = ROW_COUNT;
  RAISE NOTICE 'tenant keys: % user hierarchy manager references to another company cut', cut;
  DELETE FROM "user_hierarchy" AS h USING "users" AS u
    WHERE u."id" = h."user_id" AND u."company_id" IS DISTINCT FROM h."company_id";
  GET DIAGNOSTICS cut = ROW_COUNT;
  RAISE NOTICE 'tenant keys: % user hierarchy rows of another company''s user deleted', cut;
  -- A policy held for another company's account must not become a policy for every account: deleted.
  DELETE FROM "user_policies" AS p USING "accounts" AS a
    WHERE a."id" = p."account_id" AND a."company_id" <> p."company_id";
  GET DIAGNOSTICS cut = ROW_COUNT;
  RAISE NOTICE 'tenant keys: % held policies on another company''s account deleted', cut;
  DELETE FROM "user_policies" AS p USING "users" AS u
    WHERE u."id" = p."user_id" AND u."company_id" IS DISTINCT FROM p."company_id";
  GET DIAGNOSTICS cut = ROW_COUNT;
  RAISE NOTICE 'tenant keys: % held policies of another company''s user deleted', cut;
  DELETE FROM "user_roles" AS r USING "users" AS u
    WHERE u."id" = r."user_id" AND u."company_id" IS DISTINCT FROM r."company_id";
  GET DIAGNOSTICS cut = ROW_COUNT;
  RAISE NOTICE 'tenant keys: % held roles of another company''s user deleted', cut;
  DELETE FROM "notifications" AS n USING "users" AS u
    WHERE u."id" = n."user_id" AND u."company_id" IS DISTINCT FROM n."company_id";
  GET DIAGNOSTICS cut = ROW_COUNT;
  RAISE NOTICE 'tenant keys: % notifications to another company''s user deleted', cut;
END $$;
--> statement-breakpoint
ALTER TABLE "company_partners" ADD CONSTRAINT "company_partners_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "hr_codes" ADD CONSTRAINT "hr_codes_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "hr_user_roles" ADD CONSTRAINT "hr_user_roles_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "user_hierarchy" ADD CONSTRAINT "user_hierarchy_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "user_policies" ADD CONSTRAINT "user_policies_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "company_policies" ADD CONSTRAINT "company_policies_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "equipment_types" ADD CONSTRAINT "equipment_types_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "instructions" ADD CONSTRAINT "instructions_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "product_segments" ADD CONSTRAINT "product_segments_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "service_areas" ADD CONSTRAINT "service_areas_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "equipment" DROP CONSTRAINT "equipment_equipment_type_id_equipment_types_id_fk";
--> statement-breakpoint
ALTER TABLE "equipment" DROP CONSTRAINT "equipment_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "departments" DROP CONSTRAINT "departments_parent_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "hr_codes" DROP CONSTRAINT "hr_codes_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "user_hierarchy" DROP CONSTRAINT "user_hierarchy_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_hierarchy" DROP CONSTRAINT "user_hierarchy_manager_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_hierarchy" DROP CONSTRAINT "user_hierarchy_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "user_hierarchy" DROP CONSTRAINT "user_hierarchy_user_role_id_hr_user_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_headquarters_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_policies" DROP CONSTRAINT "user_policies_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_policies" DROP CONSTRAINT "user_policies_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_equipment_type_fk" FOREIGN KEY ("company_id","equipment_type_id") REFERENCES "public"."equipment_types"("company_id","id") ON DELETE set null (equipment_type_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE set null (location_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_parent_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."departments"("company_id","id") ON DELETE set null (parent_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "hr_codes" ADD CONSTRAINT "hr_codes_department_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE set null (department_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_hierarchy" ADD CONSTRAINT "user_hierarchy_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_hierarchy" ADD CONSTRAINT "user_hierarchy_manager_fk" FOREIGN KEY ("company_id","manager_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null (manager_user_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_hierarchy" ADD CONSTRAINT "user_hierarchy_department_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE set null (department_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_hierarchy" ADD CONSTRAINT "user_hierarchy_role_fk" FOREIGN KEY ("company_id","user_role_id") REFERENCES "public"."hr_user_roles"("company_id","id") ON DELETE set null (user_role_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE set null (location_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_headquarters_location_fk" FOREIGN KEY ("id","headquarters_location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE set null (headquarters_location_id) ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_policies" ADD CONSTRAINT "user_policies_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_policies" ADD CONSTRAINT "user_policies_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;
