CREATE TABLE "product_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"vendor_email" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variant_sku" text,
	"variant_grams" numeric(14, 3),
	"variant_inventory_tracking" text,
	"variant_qty" integer,
	"variant_price" numeric(18, 4),
	"variant_compare_at_price" numeric(18, 4),
	"variant_requires_shipping" boolean,
	"variant_barcode" text,
	"charge_taxes" boolean,
	"collection" text,
	"inventory_policy" text DEFAULT 'deny' NOT NULL,
	"product_handle" text,
	"metafield_title" text,
	"metafield_description" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_listings_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "product_listings_policy_check" CHECK ("product_listings"."inventory_policy" in ('continue', 'deny'))
);
--> statement-breakpoint
CREATE TABLE "survey_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"sourcing_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"partners" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_drafts_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"file_kind" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text,
	"summary" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_uploads_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "survey_uploads_kind_check" CHECK ("survey_uploads"."file_kind" in ('locationSrcFile', 'productSrcFile', 'productImgCsvFile', 'productImgZipFile', 'poSrcFile'))
);
--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_listings" ADD CONSTRAINT "product_listings_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_drafts" ADD CONSTRAINT "survey_drafts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_uploads" ADD CONSTRAINT "survey_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_listings_product_key" ON "product_listings" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_drafts_company_key" ON "survey_drafts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_uploads_company_kind_key" ON "survey_uploads" USING btree ("company_id","file_kind");