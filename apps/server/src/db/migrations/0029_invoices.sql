CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"credit_note_number" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"issue_date" date NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "credit_notes_number_key" UNIQUE("company_id","credit_note_number"),
	CONSTRAINT "credit_notes_amount_check" CHECK ("credit_notes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"order_company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"charge_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_rate" numeric(18, 4) NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	CONSTRAINT "invoice_lines_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "invoice_lines_charge_code_check" CHECK ("invoice_lines"."charge_code" in ('BAS', 'FSC', 'ACC', 'DEM', 'DET')),
	CONSTRAINT "invoice_lines_positive_check" CHECK ("invoice_lines"."quantity" > 0 and "invoice_lines"."unit_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"party_company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_parties_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "invoice_parties_invoice_role_key" UNIQUE("company_id","invoice_id","role"),
	CONSTRAINT "invoice_parties_role_check" CHECK ("invoice_parties"."role" in ('bill-to'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"bill_to_company_id" uuid NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal" numeric(18, 4) NOT NULL,
	"tax_total" numeric(18, 4) NOT NULL,
	"total" numeric(18, 4) NOT NULL,
	"amount_paid" numeric(18, 4) DEFAULT '0' NOT NULL,
	"amount_credited" numeric(18, 4) DEFAULT '0' NOT NULL,
	"balance" numeric(18, 4) NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "invoices_number_key" UNIQUE("company_id","invoice_number"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'unpaid', 'paid', 'cancelled')),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "invoices_balance_check" CHECK ("invoices"."balance" >= 0 and "invoices"."balance" = "invoices"."total" - "invoices"."amount_paid" - "invoices"."amount_credited"),
	CONSTRAINT "invoices_paid_check" CHECK (("invoices"."status" <> 'paid' or "invoices"."balance" = 0) and ("invoices"."status" <> 'unpaid' or "invoices"."balance" > 0))
);
--> statement-breakpoint
CREATE TABLE "payment_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	CONSTRAINT "payment_applications_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "payment_applications_key" UNIQUE("company_id","payment_id","invoice_id"),
	CONSTRAINT "payment_applications_amount_check" CHECK ("payment_applications"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"payment_number" text NOT NULL,
	"payer_company_id" uuid NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "payments_number_key" UNIQUE("company_id","payment_number"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('eft', 'wire', 'cheque', 'card', 'cash'))
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_order_fk" FOREIGN KEY ("order_company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_parties" ADD CONSTRAINT "invoice_parties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_parties" ADD CONSTRAINT "invoice_parties_party_company_id_companies_id_fk" FOREIGN KEY ("party_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_parties" ADD CONSTRAINT "invoice_parties_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_bill_to_company_id_companies_id_fk" FOREIGN KEY ("bill_to_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_applications" ADD CONSTRAINT "payment_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_applications" ADD CONSTRAINT "payment_applications_payment_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."payments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_applications" ADD CONSTRAINT "payment_applications_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_company_id_companies_id_fk" FOREIGN KEY ("payer_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_created_idx" ON "credit_notes" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("company_id","invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_order_idx" ON "invoice_lines" USING btree ("order_company_id","order_id");--> statement-breakpoint
CREATE INDEX "invoice_parties_party_idx" ON "invoice_parties" USING btree ("party_company_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_updated_idx" ON "invoices" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "payment_applications_invoice_idx" ON "payment_applications" USING btree ("company_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("company_id","created_at","id");