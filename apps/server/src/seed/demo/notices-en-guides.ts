import type { DemoNoticeText, NoticeBrand } from './demo-notice-types.ts';

/** The tenant's customer-service contacts as a phrase, or the feedback page when it lists none. */
export function enContacts(brand: NoticeBrand): string {
  if (brand.contacts.length === 0) return 'the <a href="/pages/other/fankui">feedback page</a>';
  return brand.contacts.map((c) => `${c.kind === 'qq' ? 'QQ' : 'WeChat'} ${c.value}`).join(', ');
}

/** Business cooperation, help centre, trading rules and guarantee introduction, in English. */
export function enGuideNotices(brand: NoticeBrand): DemoNoticeText[] {
  const { name, mailDomain } = brand;
  const contacts = enContacts(brand);
  return [
    {
      noticeType: 'zbhz',
      title: 'Business cooperation',
      daysAgo: 90,
      html: `
<p>${name} works with account studios, resellers, recyclers and creators. We run the escrow, the account checks,
the rebinding and the retrieval guarantee, so our partners can focus on supply and service.</p>
<h2>Who we work with</h2>
<ul>
  <li><strong>Studios and resellers</strong>: consign accounts in bulk; our staff check and rebind every account before delivery.</li>
  <li><strong>Recyclers</strong>: join price-competition recycling and bid on accounts users submit; we hold the money in escrow.</li>
  <li><strong>Guilds, streamers and creators</strong>: a referral link of your own and a share of every completed order.</li>
  <li><strong>Service providers</strong>: payments, identity checks, SMS and insurance integrations.</li>
</ul>
<h2>How to start</h2>
<ol>
  <li>Send a <a href="/pages/other/shenqingShangjia">merchant application</a> with your company details, contact and games.</li>
  <li>A partner manager contacts you within 2 working days to agree the model, commission and settlement cycle.</li>
  <li>Once approved you get a merchant back office to list accounts, handle orders and follow settlements.</li>
</ol>
<h2>Requirements</h2>
<ul>
  <li>Companies provide a business licence; individuals must be 18 or older and verify their real name.</li>
  <li>Accounts come from a lawful source, with first-top-up records and real-name screenshots on request.</li>
  <li>No history of retrieval or fraud; in a retrieval dispute you cooperate with our staff and compensate the buyer.</li>
</ul>
<h2>Contact</h2>
<p>Email <a href="mailto:bd@${mailDomain}">bd@${mailDomain}</a> with "Partnership" and your company name in the subject,
or reach support on ${contacts}. We answer on working days, 10:00–19:00.</p>`,
    },
    {
      noticeType: 'rhmm',
      title: 'Help centre',
      daysAgo: 88,
      html: `
<h2>How buying works</h2>
<ol>
  <li>Open <a href="/pages/accountOrder?pageType=buy">Buy</a>, filter by game, server, attributes and price, and check the screenshots.</li>
  <li>Press "Buy now", choose a guarantee (retrieval or face verification), accept the purchase agreement and place the order.</li>
  <li>Pay within 15 minutes; unpaid orders are cancelled and the account goes back on sale.</li>
  <li>Once paid, the order is "in trade": our staff check the account, rebind it to you and post the login on your order page.</li>
  <li>Log in, check everything and press "Confirm receipt". Orders without a complaint confirm themselves after 72 hours.</li>
</ol>
<h2>Escrow</h2>
<p>Your payment is held by the platform, not sent to the seller. The seller is paid, minus commission, only after you
confirm receipt (or the order confirms itself). If the account is not as described, contact support for a refund.</p>
<h2>What rebinding means</h2>
<p>Rebinding moves the account's phone number, email, security questions and, where the game allows, real-name details
to you. Staff follow a checklist for each game and keep screenshots. Where the real name cannot be changed, buy the
retrieval guarantee.</p>
<h2>How selling works</h2>
<ul>
  <li><a href="/pages/guanwangjishou">Consign</a>: describe the account and set a price; after review it goes on sale.
  When it sells you receive the price minus 5% commission (at least ¥50) in your wallet.</li>
  <li><a href="/pages/kuaisuhuishou">Quick recycle</a>: get an instant valuation; we pay as soon as staff have checked the account.</li>
  <li><a href="/pages/jingjiahuishou">Price-competition recycle</a>: several recyclers bid before a deadline; you pick the offer.</li>
</ul>
<h2>FAQ</h2>
<h3>Will support ever ask for my SMS code?</h3>
<p>No. Staff talk to you on your order page and through official channels only. Anyone asking for a code or a
transfer outside the platform is a scammer.</p>
<h3>How do I know I am talking to real staff?</h3>
<p>Our official contacts are ${contacts}. Check anyone else before you talk to them.</p>
<h3>How long does a withdrawal take?</h3>
<p>Withdrawals arrive 1–2 working days after review.</p>`,
    },
    {
      noticeType: 'jygz',
      title: 'Trading rules',
      daysAgo: 85,
      html: `
<p>Every trade on ${name} follows these rules, so that buyers and sellers can trust each other.</p>
<h2>What may be sold</h2>
<ul>
  <li>Game accounts the seller lawfully owns and can rebind.</li>
  <li>Descriptions must be true: server, level, heroes, skins and top-ups match the screenshots; bans and penalties are disclosed.</li>
</ul>
<h2>What is not allowed</h2>
<ul>
  <li>Stolen, blacklisted or previously retrieved accounts, or accounts of unknown origin.</li>
  <li>Trading or taking payment outside the platform, or moving buyers to unofficial contacts.</li>
  <li>Taking an account back after the sale through appeals or the game's support ("retrieval").</li>
  <li>Trading by anyone under 18.</li>
</ul>
<h2>Retrieval</h2>
<p>When a sold account is retrieved by its former owner, we freeze the seller's wallet and deposit, recover the
proceeds and blacklist both the account and the seller. Buyers with a retrieval guarantee are compensated under its
terms, and we help them report serious cases to the police.</p>
<h2>Disputes</h2>
<ol>
  <li>If something is wrong during a trade, contact support from the order page and do not confirm receipt.</li>
  <li>Staff step in within 24 hours and decide on the check screenshots, rebinding records and chat history.</li>
  <li>You may ask for a review within 7 days through the <a href="/pages/other/fankui">feedback page</a>.</li>
</ol>
<p>Breaking these rules leads to a warning, trading limits or a permanent ban, depending on the case.</p>`,
    },
    {
      noticeType: 'bpjs',
      title: 'Guarantees',
      daysAgo: 80,
      html: `
<p>The biggest risk in account trading is retrieval: the seller takes the account back after the sale. ${name}
offers two guarantees you can add when you order.</p>
<h2>Retrieval guarantee</h2>
<ul>
  <li>Cost: 10% of the account price, at least ¥50.</li>
  <li>Covers: the former owner recovering the account through appeals, real-name or security-question claims.</li>
  <li>Pays: the amount you paid for the order (without the service fee) to your wallet, ready to withdraw.</li>
</ul>
<h2>Face-verification guarantee</h2>
<ul>
  <li>Cost: 15% of the account price, at least ¥100.</li>
  <li>For: accounts whose real name cannot be changed and that may ask for a face check at login.</li>
  <li>Covers: losing access because of a face check, or retrieval by the real-name owner, when our staff cannot restore it.</li>
</ul>
<h2>Not covered</h2>
<ul>
  <li>Losses after you share your password or codes, or resell the account.</li>
  <li>Bans caused by cheating or other rule breaking on your side.</li>
  <li>The game closing down or similar events outside anyone's control.</li>
</ul>
<h2>How to claim</h2>
<ol>
  <li>As soon as the account is retrieved, press "After-sale" on the order page and describe what happened.</li>
  <li>Upload screenshots from the game or its appeal page; staff verify within 48 hours.</li>
  <li>Approved claims are paid within 3 working days.</li>
</ol>
<p>The guarantee does not expire. Questions: ${contacts}.</p>`,
    },
  ];
}
