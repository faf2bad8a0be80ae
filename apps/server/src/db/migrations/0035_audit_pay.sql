CREATE TABLE "audit_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tolerance_amount" numeric(18, 4) NOT NULL,
	"tolerance_percent" numeric(7, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_settings_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "audit_settings_company_key" UNIQUE("company_id"),
	CONSTRAINT "audit_settings_range_check" CHECK ("audit_settings"."tolerance_amount" >= 0 and "audit_settings"."tolerance_percent" >= 0 and "audit_settings"."tolerance_percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "invoice_line_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"reviewer_company_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"result" text NOT NULL,
	"billed" numeric(18, 4) NOT NULL,
	"expected" numeric(18, 4),
	"difference" numeric(18, 4),
	"rate_text" text,
	"reason" text,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_line_reviews_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "invoice_line_reviews_line_key" UNIQUE("company_id","line_id"),
	CONSTRAINT "invoice_line_reviews_decision_check" CHECK ("invoice_line_reviews"."decision" in ('approved', 'disputed')),
	CONSTRAINT "invoice_line_reviews_result_check" CHECK ("invoice_line_reviews"."result" in ('match', 'over', 'under', 'no_rate')),
	CONSTRAINT "invoice_line_reviews_dispute_check" CHECK ("invoice_line_reviews"."decision" <> 'disputed' or ("invoice_line_reviews"."reason" is not null and length("invoice_line_reviews"."note") > 0))
);
--> statement-breakpoint
ALTER TABLE "audit_settings" ADD CONSTRAINT "audit_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_reviews" ADD CONSTRAINT "invoice_line_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_reviews" ADD CONSTRAINT "invoice_line_reviews_reviewer_company_id_companies_id_fk" FOREIGN KEY ("reviewer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_reviews" ADD CONSTRAINT "invoice_line_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_reviews" ADD CONSTRAINT "invoice_line_reviews_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_reviews" ADD CONSTRAINT "invoice_line_reviews_line_fk" FOREIGN KEY ("company_id","line_id") REFERENCES "public"."invoice_lines"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_line_reviews_invoice_idx" ON "invoice_line_reviews" USING btree ("company_id","invoice_id");