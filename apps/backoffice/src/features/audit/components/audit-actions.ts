import type { AuditEntry } from '@gs/shared/staff-audit';

/** What a staff member did, worded per language under `audit.verbs.<verb>` (a sentence and a filter label). */
export type AuditVerb =
  | 'create'
  | 'update'
  | 'delete'
  | 'reorder'
  | 'publish'
  | 'discard'
  | 'enable'
  | 'disable'
  | 'toggle'
  | 'setState'
  | 'approve'
  | 'reject'
  | 'decide'
  | 'takeDown'
  | 'putUp'
  | 'bulk'
  | 'verify'
  | 'pay'
  | 'addNote'
  | 'rebind'
  | 'deliver'
  | 'refund'
  | 'refundFull'
  | 'afterSale'
  | 'reply'
  | 'close'
  | 'block'
  | 'unblock'
  | 'add'
  | 'setRoles'
  | 'remove'
  | 'view'
  | 'export'
  | 'test'
  | 'open'
  | 'connectChat'
  | 'assign'
  | 'reopen';

/** What it was done to, worded per language under `audit.things.<thing>`. */
export type AuditThing =
  | 'decorationEntry'
  | 'decorationArea'
  | 'decoration'
  | 'decorationDraft'
  | 'attribute'
  | 'attributes'
  | 'choice'
  | 'choices'
  | 'hero'
  | 'heroes'
  | 'skin'
  | 'skins'
  | 'game'
  | 'region'
  | 'regions'
  | 'label'
  | 'dictionary'
  | 'realNameReview'
  | 'idPhoto'
  | 'realNameIdentity'
  | 'listing'
  | 'listingProof'
  | 'listingCredentials'
  | 'recycleRule'
  | 'recyclePreview'
  | 'recycleRequest'
  | 'recycleChecklist'
  | 'recycleCredentials'
  | 'order'
  | 'orderCredentials'
  | 'orders'
  | 'withdrawal'
  | 'claim'
  | 'claimImage'
  | 'shopSettings'
  | 'orderSettings'
  | 'captchaSettings'
  | 'smsSettings'
  | 'appVersionSettings'
  | 'paymentSettings'
  | 'conversation'
  | 'chatImage'
  | 'easemobSettings'
  | 'staffContact'
  | 'user'
  | 'staffMember'
  | 'merchantApplication'
  | 'merchantDocument'
  | 'partner'
  | 'streamer'
  | 'feedback'
  | 'feedbackImage'
  | 'blacklistEntry'
  | 'notice'
  | 'quickReply';

type Json = AuditEntry['body'];

export interface AuditActionSpec {
  /** The verb of the sentence; a function when the entry's details decide it (approve or reject, on or off). */
  verb: AuditVerb | ((entry: AuditEntry) => AuditVerb);
  /** The verb of the filter's label when `verb` is a function. */
  labelVerb?: AuditVerb;
  thing: AuditThing;
  /** A read (a look at secrets, an export, a test) rather than a change: shown as "viewed …". */
  read?: boolean;
  /** The money the action moved, in fen, when the entry records it. */
  amountFen?: (entry: AuditEntry) => number | undefined;
}

export const field = (value: Json | undefined, key: string): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value[key] : undefined;

const fen = (value: Json | undefined): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

const by = (yes: AuditVerb, no: AuditVerb, test: (entry: AuditEntry) => boolean) => (entry: AuditEntry) =>
  test(entry) ? yes : no;

const enabledInBody = (entry: AuditEntry) => field(entry.body, 'enabled') !== false;
const toggled = { verb: by('enable', 'disable', enabledInBody), labelVerb: 'toggle' as const };

/**
 * Every staff action the log records (method and route pattern, as the server stores them), with how to word it.
 * An action missing here is still shown, by its code and target.
 */
export const AUDIT_ACTIONS: Record<string, AuditActionSpec> = {
  // Shop decoration
  'POST /api/staff/decoration/entries': { verb: 'create', thing: 'decorationEntry' },
  'PUT /api/staff/decoration/entries/:id': { verb: 'update', thing: 'decorationEntry' },
  'DELETE /api/staff/decoration/entries/:id': { verb: 'delete', thing: 'decorationEntry' },
  'PUT /api/staff/decoration/areas/:area/order': { verb: 'reorder', thing: 'decorationArea' },
  'POST /api/staff/decoration/publish': { verb: 'publish', thing: 'decoration' },
  'POST /api/staff/decoration/discard': { verb: 'discard', thing: 'decorationDraft' },
  // Catalogue
  'POST /api/staff/catalogue/games': { verb: 'create', thing: 'game' },
  'PUT /api/staff/catalogue/games/:id': { verb: 'update', thing: 'game' },
  'PUT /api/staff/catalogue/games/:id/state': { verb: 'setState', thing: 'game' },
  'POST /api/staff/catalogue/templates/:gameId/attributes': { verb: 'create', thing: 'attribute' },
  'PUT /api/staff/catalogue/templates/:gameId/order': { verb: 'reorder', thing: 'attributes' },
  'PUT /api/staff/catalogue/attributes/:id': { verb: 'update', thing: 'attribute' },
  'POST /api/staff/catalogue/attributes/:id/choices': { verb: 'create', thing: 'choice' },
  'PUT /api/staff/catalogue/attributes/:id/choices/order': { verb: 'reorder', thing: 'choices' },
  'PUT /api/staff/catalogue/choices/:id': { verb: 'update', thing: 'choice' },
  'POST /api/staff/catalogue/heroes/:gameId': { verb: 'create', thing: 'hero' },
  'PUT /api/staff/catalogue/heroes/:gameId/order': { verb: 'reorder', thing: 'heroes' },
  'PUT /api/staff/catalogue/hero/:id': { verb: 'update', thing: 'hero' },
  'POST /api/staff/catalogue/hero/:id/skins': { verb: 'create', thing: 'skin' },
  'PUT /api/staff/catalogue/hero/:id/skins/order': { verb: 'reorder', thing: 'skins' },
  'PUT /api/staff/catalogue/skins/:id': { verb: 'update', thing: 'skin' },
  'POST /api/staff/catalogue/regions': { verb: 'create', thing: 'region' },
  'PUT /api/staff/catalogue/regions/order': { verb: 'reorder', thing: 'regions' },
  'PUT /api/staff/catalogue/regions/:id': { verb: 'update', thing: 'region' },
  'PUT /api/staff/catalogue/regions/:id/enabled': { ...toggled, thing: 'region' },
  'POST /api/staff/catalogue/labels': { verb: 'create', thing: 'label' },
  'PUT /api/staff/catalogue/labels/:id': { verb: 'update', thing: 'label' },
  'PUT /api/staff/catalogue/labels/:id/enabled': { ...toggled, thing: 'label' },
  'POST /api/staff/catalogue/dictionaries': { verb: 'create', thing: 'dictionary' },
  'PUT /api/staff/catalogue/dictionaries/:id': { verb: 'update', thing: 'dictionary' },
  'PUT /api/staff/catalogue/dictionaries/:id/enabled': { ...toggled, thing: 'dictionary' },
  // Real name
  'POST /api/staff/realname/reviews/:id': {
    verb: by('approve', 'reject', (entry) => field(entry.body, 'approve') === true),
    labelVerb: 'decide',
    thing: 'realNameReview',
  },
  'GET /api/staff/realname/reviews/:id/photos/:side': { verb: 'view', thing: 'idPhoto', read: true },
  'GET /api/staff/realname/reviews/:id/identity': { verb: 'view', thing: 'realNameIdentity', read: true },
  // Listings
  'PUT /api/staff/listings/:id': { verb: 'update', thing: 'listing' },
  'POST /api/staff/listings/:id/approve': { verb: 'approve', thing: 'listing' },
  'POST /api/staff/listings/:id/reject': { verb: 'reject', thing: 'listing' },
  'POST /api/staff/listings/:id/down': { verb: 'takeDown', thing: 'listing' },
  'POST /api/staff/listings/:id/up': { verb: 'putUp', thing: 'listing' },
  'POST /api/staff/listings/bulk': { verb: 'bulk', thing: 'listing' },
  'GET /api/staff/listings/:id/proof': { verb: 'view', thing: 'listingProof', read: true },
  'PUT /api/staff/listings/:id/credentials': { verb: 'update', thing: 'listingCredentials' },
  // Quick recycle
  'PUT /api/staff/recycle/rules/:gameId': { verb: 'update', thing: 'recycleRule' },
  'POST /api/staff/recycle/rules/:gameId/preview': { verb: 'view', thing: 'recyclePreview', read: true },
  'POST /api/staff/recycle/:id/verify': { verb: 'verify', thing: 'recycleRequest' },
  'POST /api/staff/recycle/:id/checklist': { verb: 'update', thing: 'recycleChecklist' },
  'POST /api/staff/recycle/:id/pay': { verb: 'pay', thing: 'recycleRequest' },
  'POST /api/staff/recycle/:id/reject': { verb: 'reject', thing: 'recycleRequest' },
  'GET /api/staff/recycle/:id/credentials': { verb: 'view', thing: 'recycleCredentials', read: true },
  // Orders
  'POST /api/staff/orders/:id/notes': { verb: 'addNote', thing: 'order' },
  'POST /api/staff/orders/:id/rebind': { verb: 'rebind', thing: 'order' },
  'POST /api/staff/orders/:id/deliver': { verb: 'deliver', thing: 'order' },
  'POST /api/staff/orders/:id/refund': {
    verb: by('refund', 'refundFull', (entry) => fen(field(entry.body, 'amount')) !== undefined),
    labelVerb: 'refund',
    thing: 'order',
    amountFen: (entry) => fen(field(entry.body, 'amount')),
  },
  'POST /api/staff/orders/:id/after-sale': { verb: 'afterSale', thing: 'order' },
  'GET /api/staff/orders/:id/credentials': { verb: 'view', thing: 'orderCredentials', read: true },
  'GET /api/staff/orders/export': { verb: 'export', thing: 'orders', read: true },
  // Money
  'POST /api/staff/withdrawals/:id/approve': {
    verb: 'approve',
    thing: 'withdrawal',
    amountFen: (entry) => fen(field(entry.before, 'amountFen')),
  },
  'POST /api/staff/withdrawals/:id/reject': {
    verb: 'reject',
    thing: 'withdrawal',
    amountFen: (entry) => fen(field(entry.before, 'amountFen')),
  },
  'POST /api/staff/claims/:id/messages': { verb: 'reply', thing: 'claim' },
  'POST /api/staff/claims/:id/decide': {
    verb: 'decide',
    thing: 'claim',
    amountFen: (entry) => fen(field(entry.after, 'amountFen')) ?? fen(field(entry.body, 'amountFen')),
  },
  'GET /api/staff/claims/:id/images/:imageId': { verb: 'view', thing: 'claimImage', read: true },
  // Notices
  'POST /api/staff/notices': { verb: 'create', thing: 'notice' },
  'PUT /api/staff/notices/:id': { verb: 'update', thing: 'notice' },
  'DELETE /api/staff/notices/:id': { verb: 'delete', thing: 'notice' },
  // Settings
  'PUT /api/staff/settings/shop': { verb: 'update', thing: 'shopSettings' },
  'PUT /api/staff/settings/orders': { verb: 'update', thing: 'orderSettings' },
  'PUT /api/staff/settings/captcha': { verb: 'update', thing: 'captchaSettings' },
  'PUT /api/staff/settings/sms': { verb: 'update', thing: 'smsSettings' },
  'PUT /api/staff/settings/appVersions': { verb: 'update', thing: 'appVersionSettings' },
  'PUT /api/staff/settings/payment': { verb: 'update', thing: 'paymentSettings' },
  'POST /api/staff/settings/payment/test': { verb: 'test', thing: 'paymentSettings', read: true },
  // Customer service
  'POST /api/staff/chat/conversations/:id/messages': { verb: 'reply', thing: 'conversation' },
  // No longer recorded (opening a conversation is a read); older entries still read as one.
  'POST /api/staff/chat/conversations/:id/read': { verb: 'open', thing: 'conversation', read: true },
  'POST /api/staff/chat/ticket': { verb: 'connectChat', thing: 'conversation', read: true },
  'GET /api/staff/chat/messages/:id/image': { verb: 'view', thing: 'chatImage', read: true },
  'PUT /api/staff/chat/easemob': { verb: 'update', thing: 'easemobSettings' },
  'PUT /api/staff/chat/conversations/:id/assignee': { verb: 'assign', thing: 'conversation' },
  'POST /api/staff/chat/quick-replies': { verb: 'create', thing: 'quickReply' },
  'PUT /api/staff/chat/quick-replies/:id': { verb: 'update', thing: 'quickReply' },
  'DELETE /api/staff/chat/quick-replies/:id': { verb: 'delete', thing: 'quickReply' },
  'POST /api/staff/staff-contacts': { verb: 'create', thing: 'staffContact' },
  'PUT /api/staff/staff-contacts/:id': { verb: 'update', thing: 'staffContact' },
  'DELETE /api/staff/staff-contacts/:id': { verb: 'delete', thing: 'staffContact' },
  'POST /api/staff/feedback/:id/reply': { verb: 'reply', thing: 'feedback' },
  'POST /api/staff/feedback/:id/close': { verb: 'close', thing: 'feedback' },
  'POST /api/staff/feedback/:id/reopen': { verb: 'reopen', thing: 'feedback' },
  'GET /api/staff/feedback/:id/images/:imageId': { verb: 'view', thing: 'feedbackImage', read: true },
  // Users and staff
  'POST /api/staff/users/:id/block': { verb: 'block', thing: 'user' },
  'POST /api/staff/users/:id/unblock': { verb: 'unblock', thing: 'user' },
  'POST /api/staff/members': { verb: 'add', thing: 'staffMember' },
  'PUT /api/staff/members/:userId/roles': { verb: 'setRoles', thing: 'staffMember' },
  'DELETE /api/staff/members/:userId': { verb: 'remove', thing: 'staffMember' },
  'POST /api/staff/blacklist': { verb: 'add', thing: 'blacklistEntry' },
  'DELETE /api/staff/blacklist/:id': { verb: 'remove', thing: 'blacklistEntry' },
  // Merchants, partners, streamers
  'POST /api/staff/merchant-applications/:id/approve': { verb: 'approve', thing: 'merchantApplication' },
  'POST /api/staff/merchant-applications/:id/reject': { verb: 'reject', thing: 'merchantApplication' },
  'GET /api/staff/merchant-applications/:id/documents/:slot': { verb: 'view', thing: 'merchantDocument', read: true },
  'POST /api/staff/partners': { verb: 'create', thing: 'partner' },
  'PUT /api/staff/partners/:id': { verb: 'update', thing: 'partner' },
  'DELETE /api/staff/partners/:id': { verb: 'delete', thing: 'partner' },
  'POST /api/staff/streamers': { verb: 'create', thing: 'streamer' },
  'PUT /api/staff/streamers/:id': { verb: 'update', thing: 'streamer' },
  'DELETE /api/staff/streamers/:id': { verb: 'delete', thing: 'streamer' },
};
