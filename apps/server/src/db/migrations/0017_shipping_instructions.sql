CREATE TABLE "shipping_instructions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"shipper_name" text NOT NULL,
	"shipper_address" text,
	"consignee_name" text NOT NULL,
	"consignee_address" text,
	"notify_name" text,
	"notify_address" text,
	"booking_number" text,
	"bol_number" text,
	"vessel_name" text,
	"voyage" text,
	"port_of_loading" text,
	"port_of_discharge" text,
	"place_of_receipt" text,
	"place_of_delivery" text,
	"containers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"package_count" integer,
	"package_kind" text,
	"goods_description" text NOT NULL,
	"hs_code" text,
	"gross_weight_kg" numeric(14, 3),
	"volume_m3" numeric(12, 3),
	"dangerous_goods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"freight_terms" text,
	"incoterm" text,
	"remarks" text,
	"updated_by_company_id" uuid,
	"updated_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_instructions_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "shipping_instructions_freight_terms_check" CHECK ("shipping_instructions"."freight_terms" in ('prepaid', 'collect')),
	CONSTRAINT "shipping_instructions_hs_code_check" CHECK ("shipping_instructions"."hs_code" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "shipping_instructions" ADD CONSTRAINT "shipping_instructions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_instructions" ADD CONSTRAINT "shipping_instructions_updated_by_company_id_companies_id_fk" FOREIGN KEY ("updated_by_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_instructions" ADD CONSTRAINT "shipping_instructions_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_instructions_order_key" ON "shipping_instructions" USING btree ("company_id","order_id");