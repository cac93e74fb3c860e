/** Partner quick-sell: partners' signed links sign their users in; the owner manages the partners. */
export { partnersPlugin } from './partners.routes.ts';
export { DEMO_PARTNER, seedDemoPartner } from './partners-seed.ts';
