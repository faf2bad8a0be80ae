CREATE TABLE "po_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"po_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"item" text NOT NULL,
	"description" text,
	"category" text,
	"uom" text DEFAULT 'EA' NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"weight_unit" text DEFAULT 'kg' NOT NULL,
	"weight" numeric(18, 4),
	"rate" numeric(18, 4),
	"rate_currency" text DEFAULT 'CAD' NOT NULL,
	"uov" text DEFAULT 'CBM' NOT NULL,
	"volume" numeric(18, 4),
	"hs_code" text,
	"un_code" text,
	"hazardous" boolean DEFAULT false NOT NULL,
	"temperature" text,
	"origin_country" text,
	"container_no" text,
	"seal_no" text,
	"collect" boolean DEFAULT false NOT NULL,
	"prepaid_to_destination" boolean DEFAULT false NOT NULL,
	"prepaid_to_store" boolean DEFAULT false NOT NULL,
	"prepaid_to_customer" boolean DEFAULT false NOT NULL,
	"freezable" boolean DEFAULT false NOT NULL,
	"dangerous_goods" boolean DEFAULT false NOT NULL,
	"product_segment" text,
	"fragile" boolean DEFAULT false NOT NULL,
	"pallet_stackability" boolean DEFAULT false NOT NULL,
	"article_nest_needed" boolean DEFAULT false NOT NULL,
	"current_shippable_layer" integer,
	"consumer_unit" jsonb,
	"inner_pack" jsonb,
	"master_pack" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "po_items_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "po_items_quantity_check" CHECK ("po_items"."quantity" > 0),
	CONSTRAINT "po_items_currency_check" CHECK ("po_items"."rate_currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "po_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"po_id" uuid NOT NULL,
	"po_item_id" uuid NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "po_order_lines_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "po_order_lines_order_item_key" UNIQUE("company_id","order_id","po_item_id"),
	CONSTRAINT "po_order_lines_quantity_check" CHECK ("po_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "po_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"po_id" uuid NOT NULL,
	"party_company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "po_parties_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "po_parties_po_role_key" UNIQUE("company_id","po_id","role"),
	CONSTRAINT "po_parties_role_check" CHECK ("po_parties"."role" in ('vendor'))
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"po_number" text NOT NULL,
	"customer_load_number" text,
	"customer" text,
	"country" text,
	"state" text,
	"supplier_name" text,
	"supplier_number" text,
	"ship_from" text,
	"ship_to" text,
	"planned_ready_date" date,
	"planned_pickup_date" date,
	"planned_receipt_date" date,
	"actual_ready_date" date,
	"actual_pickup_date" date,
	"actual_receipt_date" date,
	"order_date" date,
	"incoterm" text,
	"order_status" text,
	"customer_reference_number" text,
	"forwarder" text,
	"container_etd" date,
	"vendor_address" text,
	"vendor_phone" text,
	"urgency" text,
	"equipment_type" text,
	"temperature_type" text,
	"vendor_company_id" uuid,
	"pallet_group" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "purchase_orders_number_key" UNIQUE("company_id","po_number"),
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('open', 'approved', 'cancelled', 'accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "po_items" ADD CONSTRAINT "po_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_items" ADD CONSTRAINT "po_items_po_fk" FOREIGN KEY ("company_id","po_id") REFERENCES "public"."purchase_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_order_lines" ADD CONSTRAINT "po_order_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_order_lines" ADD CONSTRAINT "po_order_lines_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_order_lines" ADD CONSTRAINT "po_order_lines_po_fk" FOREIGN KEY ("company_id","po_id") REFERENCES "public"."purchase_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_order_lines" ADD CONSTRAINT "po_order_lines_item_fk" FOREIGN KEY ("company_id","po_item_id") REFERENCES "public"."po_items"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_parties" ADD CONSTRAINT "po_parties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_parties" ADD CONSTRAINT "po_parties_party_company_id_companies_id_fk" FOREIGN KEY ("party_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "po_parties" ADD CONSTRAINT "po_parties_po_fk" FOREIGN KEY ("company_id","po_id") REFERENCES "public"."purchase_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_vendor_company_id_companies_id_fk" FOREIGN KEY ("vendor_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "po_items_po_idx" ON "po_items" USING btree ("company_id","po_id","line_no");--> statement-breakpoint
CREATE INDEX "po_order_lines_item_idx" ON "po_order_lines" USING btree ("company_id","po_item_id");--> statement-breakpoint
CREATE INDEX "po_parties_party_idx" ON "po_parties" USING btree ("party_company_id","po_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_idx" ON "purchase_orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_order_date_idx" ON "purchase_orders" USING btree ("company_id","order_date","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_idx" ON "purchase_orders" USING btree ("vendor_company_id");