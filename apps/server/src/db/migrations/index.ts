import type { Migration } from 'kysely';
import * as m20261121_0900 from './2026_11_21_0900_tenants.ts';
import * as m20261121_1000 from './2026_11_21_1000_identity.ts';
import * as m20261121_1100 from './2026_11_21_1100_notices.ts';
import * as m20261121_1200 from './2026_11_21_1200_catalogue.ts';
import * as m20261122_0800 from './2026_11_22_0800_qq_groups.ts';
import * as m20261122_0900 from './2026_11_22_0900_orders.ts';
import * as m20261122_1000 from './2026_11_22_1000_level_search_ids.ts';
import * as m20261123_0900 from './2026_11_23_0900_ledger_wallets.ts';
import * as m20261123_0950 from './2026_11_23_0950_withdrawals.ts';
import * as m20261123_1000 from './2026_11_23_1000_consignment.ts';
import * as m20261123_1100 from './2026_11_23_1100_quick_recycle.ts';
import * as m20261123_1200 from './2026_11_23_1200_bidding.ts';
import * as m20261124_0900 from './2026_11_24_0900_bid_recycle_orders.ts';
import * as m20261124_1000 from './2026_11_24_1000_listing_origin.ts';
import * as m20261124_1100 from './2026_11_24_1100_staff_audit.ts';
import * as m20261124_1200 from './2026_11_24_1200_shop_settings.ts';
import * as m20261125_1300 from './2026_11_25_1300_order_notes.ts';
import * as m20261125_1400 from './2026_11_25_1400_private_uploads.ts';
import * as m20261125_1500 from './2026_11_25_1500_scheduler_failures.ts';
import * as m20261126_1000 from './2026_11_26_1000_feedback.ts';
import * as m20261126_1100 from './2026_11_26_1100_staff_contacts.ts';
import * as m20261126_1200 from './2026_11_26_1200_merchant_applications.ts';
import * as m20261126_1300 from './2026_11_26_1300_chat.ts';
import * as m20261126_1400 from './2026_11_26_1400_partners_streamers.ts';
import * as m20261126_1500 from './2026_11_26_1500_payment_followups.ts';
import * as m20261127_0900 from './2026_11_27_0900_catalogue_switches.ts';
import * as m20261127_1000 from './2026_11_27_1000_template_switches.ts';
import * as m20261127_1100 from './2026_11_27_1100_user_blocking.ts';
import * as m20261127_1200 from './2026_11_27_1200_decoration_drafts.ts';
import * as m20261127_1300 from './2026_11_27_1300_dictionary_keys.ts';
import * as m20261127_1310 from './2026_11_27_1310_bid_quote_notes.ts';
import * as m20261127_1500 from './2026_11_27_1500_purpose_payments.ts';
import * as m20261128_1000 from './2026_11_28_1000_payout_hold.ts';
import * as m20261128_1100 from './2026_11_28_1100_claims.ts';
import * as m20261128_1200 from './2026_11_28_1200_provider_refunds.ts';
import * as m20261128_2100 from './2026_11_28_2100_platform.ts';
import * as m20261129_0130 from './2026_11_29_0130_chat_desk.ts';
import * as m20261129_0200 from './2026_11_29_0200_notice_schedule.ts';
import * as m20261129_0400 from './2026_11_29_0400_ledger_account_index.ts';
import * as m20261129_0900 from './2026_11_29_0900_rate_limit_counters.ts';
import * as m20261129_0910 from './2026_11_29_0910_tenant_leading_keys.ts';
import * as m20261129_1020 from './2026_11_29_1020_listing_view_days.ts';
import * as m20261201_2010 from './2026_12_01_2010_shop_footer.ts';
import * as m20261201_2020 from './2026_12_01_2020_catalogue_english_names.ts';
import * as m20261202_0100 from './2026_12_02_0100_striped_listing_counts.ts';
import * as m20261202_0110 from './2026_12_02_0110_listing_title_grams.ts';
import * as m20261202_0200 from './2026_12_02_0200_more_english_names.ts';
import * as m20261202_0210 from './2026_12_02_0210_decoration_english_images.ts';
import * as m20261202_0220 from './2026_12_02_0220_attribute_unit_english.ts';
import * as m20261202_0300 from './2026_12_02_0300_sitemap_listings_index.ts';
import * as m20261202_1530 from './2026_12_02_1530_listing_titles.ts';
import * as m20261202_1600 from './2026_12_02_1600_listing_titles_game_slots.ts';
import * as m20261202_1700 from './2026_12_02_1700_dashboard_covering_indexes.ts';

/**
 * Every migration, by name, in order. Listed statically (not read from the folder) so the same code runs under
 * tsx, vitest and any bundler; migrate.test.ts fails when a migration file is missing here.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0900_tenants': m20261121_0900,
  '2026_11_21_1000_identity': m20261121_1000,
  '2026_11_21_1100_notices': m20261121_1100,
  '2026_11_21_1200_catalogue': m20261121_1200,
  '2026_11_22_0800_qq_groups': m20261122_0800,
  '2026_11_22_0900_orders': m20261122_0900,
  '2026_11_22_1000_level_search_ids': m20261122_1000,
  '2026_11_23_0900_ledger_wallets': m20261123_0900,
  '2026_11_23_0950_withdrawals': m20261123_0950,
  '2026_11_23_1000_consignment': m20261123_1000,
  '2026_11_23_1100_quick_recycle': m20261123_1100,
  '2026_11_23_1200_bidding': m20261123_1200,
  '2026_11_24_0900_bid_recycle_orders': m20261124_0900,
  '2026_11_24_1000_listing_origin': m20261124_1000,
  '2026_11_24_1100_staff_audit': m20261124_1100,
  '2026_11_24_1200_shop_settings': m20261124_1200,
  '2026_11_25_1300_order_notes': m20261125_1300,
  '2026_11_25_1400_private_uploads': m20261125_1400,
  '2026_11_25_1500_scheduler_failures': m20261125_1500,
  '2026_11_26_1000_feedback': m20261126_1000,
  '2026_11_26_1100_staff_contacts': m20261126_1100,
  '2026_11_26_1200_merchant_applications': m20261126_1200,
  '2026_11_26_1300_chat': m20261126_1300,
  '2026_11_26_1400_partners_streamers': m20261126_1400,
  '2026_11_26_1500_payment_followups': m20261126_1500,
  '2026_11_27_0900_catalogue_switches': m20261127_0900,
  '2026_11_27_1000_template_switches': m20261127_1000,
  '2026_11_27_1100_user_blocking': m20261127_1100,
  '2026_11_27_1200_decoration_drafts': m20261127_1200,
  '2026_11_27_1300_dictionary_keys': m20261127_1300,
  '2026_11_27_1310_bid_quote_notes': m20261127_1310,
  '2026_11_27_1500_purpose_payments': m20261127_1500,
  '2026_11_28_1000_payout_hold': m20261128_1000,
  '2026_11_28_1100_claims': m20261128_1100,
  '2026_11_28_1200_provider_refunds': m20261128_1200,
  '2026_11_28_2100_platform': m20261128_2100,
  '2026_11_29_0130_chat_desk': m20261129_0130,
  '2026_11_29_0200_notice_schedule': m20261129_0200,
  '2026_11_29_0400_ledger_account_index': m20261129_0400,
  '2026_11_29_0900_rate_limit_counters': m20261129_0900,
  '2026_11_29_0910_tenant_leading_keys': m20261129_0910,
  '2026_11_29_1020_listing_view_days': m20261129_1020,
  '2026_12_01_2010_shop_footer': m20261201_2010,
  '2026_12_01_2020_catalogue_english_names': m20261201_2020,
  '2026_12_02_0100_striped_listing_counts': m20261202_0100,
  '2026_12_02_0110_listing_title_grams': m20261202_0110,
  '2026_12_02_0200_more_english_names': m20261202_0200,
  '2026_12_02_0210_decoration_english_images': m20261202_0210,
  '2026_12_02_0220_attribute_unit_english': m20261202_0220,
  '2026_12_02_0300_sitemap_listings_index': m20261202_0300,
  '2026_12_02_1530_listing_titles': m20261202_1530,
  '2026_12_02_1600_listing_titles_game_slots': m20261202_1600,
  '2026_12_02_1700_dashboard_covering_indexes': m20261202_1700,
};
