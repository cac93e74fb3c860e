import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Shop settings edited in the back office (issue 14, screen 7):
// - order_settings: a cap on a buyer's unpaid orders (NULL: no cap, as before), and for the Alipay keys when they
//   were last set and the fingerprint of the merchant's key pair (the private key itself stays sealed, never shown).
//   A shop takes Alipay payments only with an app id and both keys.
// - tenant_settings: the shop's own SMS provider ('platform': the server's), its non-secret settings in clear and
//   its access key secret sealed like the payment keys. A shop's own provider needs every setting.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE order_settings
      ADD COLUMN max_unpaid_orders integer CHECK (max_unpaid_orders BETWEEN 1 AND 50),
      ADD COLUMN alipay_keys_set_at timestamptz,
      ADD COLUMN alipay_app_key_fingerprint text,
      ADD CONSTRAINT order_settings_alipay_complete CHECK (
        payment_provider <> 'alipay'
        OR (alipay_app_id IS NOT NULL AND alipay_private_key_sealed IS NOT NULL AND alipay_public_key IS NOT NULL)
      )`.execute(db);

  await sql`
    ALTER TABLE tenant_settings
      ADD COLUMN sms_provider text NOT NULL DEFAULT 'platform' CHECK (sms_provider IN ('platform', 'aliyun')),
      ADD COLUMN sms_aliyun_access_key_id text NOT NULL DEFAULT '',
      ADD COLUMN sms_aliyun_sign_name text NOT NULL DEFAULT '',
      ADD COLUMN sms_aliyun_template_code text NOT NULL DEFAULT '',
      ADD COLUMN sms_aliyun_secret_sealed text,
      ADD COLUMN sms_secret_set_at timestamptz,
      ADD CONSTRAINT tenant_settings_sms_complete CHECK (
        sms_provider = 'platform'
        OR (
          sms_aliyun_access_key_id <> '' AND sms_aliyun_sign_name <> '' AND sms_aliyun_template_code <> ''
          AND sms_aliyun_secret_sealed IS NOT NULL
        )
      )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tenant_settings
      DROP CONSTRAINT IF EXISTS tenant_settings_sms_complete,
      DROP COLUMN IF EXISTS sms_secret_set_at,
      DROP COLUMN IF EXISTS sms_aliyun_secret_sealed,
      DROP COLUMN IF EXISTS sms_aliyun_template_code,
      DROP COLUMN IF EXISTS sms_aliyun_sign_name,
      DROP COLUMN IF EXISTS sms_aliyun_access_key_id,
      DROP COLUMN IF EXISTS sms_provider`.execute(db);
  await sql`
    ALTER TABLE order_settings
      DROP CONSTRAINT IF EXISTS order_settings_alipay_complete,
      DROP COLUMN IF EXISTS alipay_app_key_fingerprint,
      DROP COLUMN IF EXISTS alipay_keys_set_at,
      DROP COLUMN IF EXISTS max_unpaid_orders`.execute(db);
}
