import type { Kysely, Transaction } from 'kysely';
import type { AppVersionsTable } from '../modules/app-versions/app-versions.table.ts';
import type { LoginFailuresTable, SessionsTable } from '../modules/auth/sessions.table.ts';
import type { CaptchasTable } from '../modules/captcha/captcha.table.ts';
import type {
  DictDataTable,
  GameAttributeChoicesTable,
  GameAttributesTable,
  GameListingCountsTable,
  GamesTable,
  HeroesTable,
  LabelTypesTable,
  QqGroupsTable,
  RegionsTable,
  SkinsTable,
} from '../modules/catalogue/catalogue.table.ts';
import type { DecorationsTable } from '../modules/decoration/decoration.table.ts';
import type { LedgerEntriesTable, LedgerPostingsTable, WalletBalancesView } from '../modules/ledger/ledger.table.ts';
import type { ListingFavouritesTable, ListingsTable } from '../modules/listings/listings.table.ts';
import type { NoticesTable } from '../modules/notices/notices.table.ts';
import type {
  EvaluationsTable,
  OrderRebindStepsTable,
  OrderSettingsTable,
  OrderStatusHistoryTable,
  OrdersTable,
} from '../modules/orders/orders.table.ts';
import type { PaymentNotificationsTable, PaymentsTable } from '../modules/payments/payments.table.ts';
import type { RealNameReviewsTable, RealNameVerificationsTable } from '../modules/realname/realname.table.ts';
import type { SmsCodesTable, SmsOutboxTable } from '../modules/sms/sms.table.ts';
import type { TenantDomainsTable, TenantSettingsTable, TenantsTable } from '../modules/tenants/tenants.table.ts';
import type { BrowseEventsTable } from '../modules/tracking/tracking.table.ts';
import type { UserRolesTable, UsersTable } from '../modules/users/users.table.ts';
import type { CredentialReadsTable, ListingCredentialsTable } from '../modules/vault/vault.table.ts';

/** Every table of the schema, as kysely sees it. */
export interface Database {
  tenants: TenantsTable;
  tenant_domains: TenantDomainsTable;
  tenant_settings: TenantSettingsTable;
  decorations: DecorationsTable;
  app_versions: AppVersionsTable;
  browse_events: BrowseEventsTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  captchas: CaptchasTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  real_name_verifications: RealNameVerificationsTable;
  real_name_reviews: RealNameReviewsTable;
  notices: NoticesTable;
  games: GamesTable;
  game_listing_counts: GameListingCountsTable;
  game_attributes: GameAttributesTable;
  game_attribute_choices: GameAttributeChoicesTable;
  regions: RegionsTable;
  heroes: HeroesTable;
  skins: SkinsTable;
  label_types: LabelTypesTable;
  dict_data: DictDataTable;
  qq_groups: QqGroupsTable;
  listings: ListingsTable;
  listing_favourites: ListingFavouritesTable;
  order_settings: OrderSettingsTable;
  orders: OrdersTable;
  order_status_history: OrderStatusHistoryTable;
  order_rebind_steps: OrderRebindStepsTable;
  evaluations: EvaluationsTable;
  payments: PaymentsTable;
  payment_notifications: PaymentNotificationsTable;
  ledger_postings: LedgerPostingsTable;
  ledger_entries: LedgerEntriesTable;
  wallet_balances: WalletBalancesView;
  listing_credentials: ListingCredentialsTable;
  credential_reads: CredentialReadsTable;
}

/** A database handle or an open transaction: repositories accept either so callers choose the transaction. */
export type Db = Kysely<Database> | Transaction<Database>;
