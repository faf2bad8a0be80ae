CREATE TABLE "bills_of_lading" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bol_number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"shipper_company_id" uuid,
	"shipper_name" text NOT NULL,
	"shipper_address" text,
	"consignee_company_id" uuid,
	"consignee_name" text NOT NULL,
	"consignee_address" text,
	"notify_company_id" uuid,
	"notify_name" text,
	"notify_address" text,
	"carrier_name" text,
	"carrier_scac" text,
	"vessel_name" text,
	"voyage" text,
	"port_of_loading" text,
	"port_of_discharge" text,
	"place_of_receipt" text,
	"place_of_delivery" text,
	"package_count" integer,
	"package_kind" text,
	"gross_weight_kg" numeric(14, 3),
	"volume_m3" numeric(12, 3),
	"marks" text,
	"goods_description" text NOT NULL,
	"freight_terms" text DEFAULT 'prepaid' NOT NULL,
	"number_of_originals" integer DEFAULT 3 NOT NULL,
	"issued_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_of_lading_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "bills_of_lading_number_key" UNIQUE("company_id","bol_number"),
	CONSTRAINT "bills_of_lading_status_check" CHECK ("bills_of_lading"."status" in ('draft', 'approved', 'issued', 'surrendered', 'void')),
	CONSTRAINT "bills_of_lading_freight_terms_check" CHECK ("bills_of_lading"."freight_terms" in ('prepaid', 'collect')),
	CONSTRAINT "bills_of_lading_originals_check" CHECK ("bills_of_lading"."number_of_originals" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "bol_amendments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bol_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bol_amendments_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "bol_containers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bol_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"container_number" text NOT NULL,
	"size_type" text,
	"seal_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"packages" integer,
	"gross_weight_kg" numeric(14, 3),
	CONSTRAINT "bol_containers_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "bol_containers_number_key" UNIQUE("company_id","bol_id","container_number")
);
--> statement-breakpoint
CREATE TABLE "bol_number_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bol_number" text NOT NULL,
	"bol_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bol_number_reservations_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "bol_number_reservations_key" UNIQUE("company_id","bol_number")
);
--> statement-breakpoint
CREATE TABLE "bol_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bol_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bol_orders_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "bol_orders_key" UNIQUE("company_id","bol_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_shipper_company_id_companies_id_fk" FOREIGN KEY ("shipper_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_consignee_company_id_companies_id_fk" FOREIGN KEY ("consignee_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_notify_company_id_companies_id_fk" FOREIGN KEY ("notify_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bol_amendments" ADD CONSTRAINT "bol_amendments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bol_amendments" ADD CONSTRAINT "bol_amendments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bol_amendments" ADD CONSTRAINT "bol_amendments_bol_fk" FOREIGN KEY ("company_id","bol_id") REFERENCES "public"."bills_of_lading"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bol_containers" ADD CONSTRAINT "bol_containers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bol_containers" ADD CONSTRAINT "bol_containers_bol_fk" FOREIGN KEY ("company_id","bol_id") REFERENCES "public"."bills_of_lading"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bol_number_reservations" ADD CONSTRAINT "bol_number_reservations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bol_number_reservations" ADD CONSTRAINT "bol_number_reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bol_number_reservations" ADD CONSTRAINT "bol_number_reservations_bol_fk" FOREIGN KEY ("company_id","bol_id") REFERENCES "public"."bills_of_lading"("company_id","id") ON DELETE set null (bol_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bol_orders" ADD CONSTRAINT "bol_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bol_orders" ADD CONSTRAINT "bol_orders_bol_fk" FOREIGN KEY ("company_id","bol_id") REFERENCES "public"."bills_of_lading"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bol_orders" ADD CONSTRAINT "bol_orders_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_of_lading_updated_idx" ON "bills_of_lading" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "bol_amendments_bol_idx" ON "bol_amendments" USING btree ("company_id","bol_id","created_at");--> statement-breakpoint
CREATE INDEX "bol_containers_container_idx" ON "bol_containers" USING btree ("company_id","container_number");--> statement-breakpoint
CREATE INDEX "bol_number_reservations_idx" ON "bol_number_reservations" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bol_orders_order_idx" ON "bol_orders" USING btree ("company_id","order_id");