import type { Kysely, Transaction } from 'kysely';
import type { AppVersionsTable } from './tables/app-versions.table.ts';
import type { StaffAuditLogTable } from './tables/audit.table.ts';
import type { RecycleBidQuotesTable, RecycleBidRequestsTable } from './tables/bidding.table.ts';
import type { BlacklistEntriesTable } from './tables/blacklist.table.ts';
import type { CaptchasTable } from './tables/captcha.table.ts';
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
} from './tables/catalogue.table.ts';
import type {
  ChatConversationsTable,
  ChatEasemobSettingsTable,
  ChatMessagesTable,
  ChatQuickRepliesTable,
  ChatTicketsTable,
} from './tables/chat.table.ts';
import type { ClaimMessagesTable, ClaimReadsTable, ClaimsTable } from './tables/claims.table.ts';
import type { DecorationDraftsTable, DecorationsTable } from './tables/decoration.table.ts';
import type { FeedbackMessagesTable, FeedbackThreadsTable } from './tables/feedback.table.ts';
import type { LedgerEntriesTable, LedgerPostingsTable, WalletBalancesView } from './tables/ledger.table.ts';
import type { ListingFavouritesTable, ListingsTable, ListingTitlesTable } from './tables/listings.table.ts';
import type { MerchantApplicationsTable } from './tables/merchant-applications.table.ts';
import type { NoticesTable } from './tables/notices.table.ts';
import type { OrderNotesTable } from './tables/order-notes.table.ts';
import type {
  EvaluationsTable,
  OrderRebindStepsTable,
  OrderSettingsTable,
  OrderStatusHistoryTable,
  OrdersTable,
} from './tables/orders.table.ts';
import type { PartnerLinksTable, PartnerNoncesTable, PartnersTable } from './tables/partners.table.ts';
import type { PaymentNotificationsTable, PaymentsTable } from './tables/payments.table.ts';
import type { PayoutHoldsTable } from './tables/payout-holds.table.ts';
import type { PlatformAuditTable } from './tables/platform.table.ts';
import type { PrivateUploadsTable } from './tables/private-uploads.table.ts';
import type { ProviderRefundsTable } from './tables/provider-refunds.table.ts';
import type { RateLimitCountersTable } from './tables/rate-limit.table.ts';
import type { RealNameReviewsTable, RealNameVerificationsTable } from './tables/realname.table.ts';
import type { RecycleRequestsTable, RecycleValuationRulesTable } from './tables/recycling.table.ts';
import type { SchedulerFailuresTable } from './tables/scheduler-failures.table.ts';
import type { LoginFailuresTable, SessionsTable } from './tables/sessions.table.ts';
import type { SmsCodesTable, SmsOutboxTable } from './tables/sms.table.ts';
import type { StaffContactsTable } from './tables/staff-contacts.table.ts';
import type { StreamersTable } from './tables/streamers.table.ts';
import type { TenantDomainsTable, TenantSettingsTable, TenantsTable } from './tables/tenants.table.ts';
import type { BrowseEventsTable, ListingViewDaysTable } from './tables/tracking.table.ts';
import type { UserRolesTable, UsersTable } from './tables/users.table.ts';
import type { CredentialReadsTable, ListingCredentialsTable } from './tables/vault.table.ts';
import type { WithdrawalsTable } from './tables/withdrawals.table.ts';

/** Every table of the schema, as kysely sees it. */
export interface Database {
  tenants: TenantsTable;
  platform_audit: PlatformAuditTable;
  tenant_domains: TenantDomainsTable;
  tenant_settings: TenantSettingsTable;
  decorations: DecorationsTable;
  decoration_drafts: DecorationDraftsTable;
  app_versions: AppVersionsTable;
  browse_events: BrowseEventsTable;
  listing_view_days: ListingViewDaysTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  captchas: CaptchasTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_tickets: ChatTicketsTable;
  chat_easemob_settings: ChatEasemobSettingsTable;
  chat_quick_replies: ChatQuickRepliesTable;
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
  listing_titles: ListingTitlesTable;
  blacklist_entries: BlacklistEntriesTable;
  feedback_threads: FeedbackThreadsTable;
  feedback_messages: FeedbackMessagesTable;
  order_settings: OrderSettingsTable;
  orders: OrdersTable;
  claims: ClaimsTable;
  claim_messages: ClaimMessagesTable;
  claim_reads: ClaimReadsTable;
  order_status_history: OrderStatusHistoryTable;
  order_rebind_steps: OrderRebindStepsTable;
  order_notes: OrderNotesTable;
  evaluations: EvaluationsTable;
  payments: PaymentsTable;
  payment_notifications: PaymentNotificationsTable;
  provider_refunds: ProviderRefundsTable;
  ledger_postings: LedgerPostingsTable;
  ledger_entries: LedgerEntriesTable;
  wallet_balances: WalletBalancesView;
  withdrawals: WithdrawalsTable;
  payout_holds: PayoutHoldsTable;
  listing_credentials: ListingCredentialsTable;
  credential_reads: CredentialReadsTable;
  recycle_bid_requests: RecycleBidRequestsTable;
  recycle_bid_quotes: RecycleBidQuotesTable;
  recycle_valuation_rules: RecycleValuationRulesTable;
  recycle_requests: RecycleRequestsTable;
  staff_audit_log: StaffAuditLogTable;
  scheduler_failures: SchedulerFailuresTable;
  private_uploads: PrivateUploadsTable;
  staff_contacts: StaffContactsTable;
  merchant_applications: MerchantApplicationsTable;
  partners: PartnersTable;
  partner_nonces: PartnerNoncesTable;
  partner_links: PartnerLinksTable;
  streamers: StreamersTable;
  rate_limit_counters: RateLimitCountersTable;
}

/** A database handle or an open transaction: repositories accept either so callers choose the transaction. */
export type Db = Kysely<Database> | Transaction<Database>;
