import type { DemoNoticeText, NoticeBrand } from './demo-notice-types.ts';
import { enContacts } from './notices-en-guides.ts';

/** Purchase agreement, privacy agreement, introduction and announcements, in English. */
export function enTermsNotices(brand: NoticeBrand): DemoNoticeText[] {
  const { name, mailDomain } = brand;
  const contacts = enContacts(brand);
  return [
    {
      noticeType: 'gmxy',
      title: 'Account purchase agreement',
      daysAgo: 84,
      html: `
<p>This agreement is between you and ${name} ("we") for buying a game account. Placing an order means you have
read and accepted it.</p>
<h2>1. What you buy</h2>
<p>You buy the use of a game account and the change of its bound details to you. The listing page and its
screenshots describe the account; our staff check each item before delivery.</p>
<h2>2. Price and fees</h2>
<ul>
  <li>Order total = account price + the guarantee you choose + a service fee of ¥8 per order.</li>
  <li>Accounts from ¥200 may be reserved with a 10% deposit (at least ¥50); the balance is due by the stated time.</li>
  <li>Orders not paid within 15 minutes are cancelled.</li>
</ul>
<h2>3. Delivery and acceptance</h2>
<ol>
  <li>After payment our staff check and rebind the account and post its details on your order page.</li>
  <li>Log in promptly and check the account; when all is well, press "Confirm receipt".</li>
  <li>An order with no complaint within 72 hours of delivery confirms itself.</li>
</ol>
<h2>4. Refunds</h2>
<p>We refund in full when the account differs materially from its description, cannot be rebound, or the seller
defaults before delivery. After you confirm receipt, refunds for reasons on your side are not accepted; retrieval
is handled under the <strong>guarantee terms</strong>.</p>
<h2>5. Your obligations</h2>
<ul>
  <li>Be 18 or older and verify your real name.</li>
  <li>Keep the password and codes safe; never trade with the seller outside the platform.</li>
  <li>Follow the game publisher's terms; bans caused by your own conduct are your responsibility.</li>
</ul>
<h2>6. Disputes</h2>
<p>Our support staff mediate first. If that fails, either side may take the dispute to the competent court where
the platform operator is established.</p>`,
    },
    {
      noticeType: 'yszc',
      title: 'Privacy policy',
      daysAgo: 84,
      html: `
<p>${name} takes your personal data seriously. This policy says what we collect, how we use and protect it, and
what rights you have.</p>
<h2>What we collect</h2>
<ul>
  <li><strong>Registration</strong>: phone number, password (stored only as a one-way hash), nickname and avatar.</li>
  <li><strong>Real-name verification</strong>: name, ID number and, for the second level, photos of your ID card.</li>
  <li><strong>Trading</strong>: orders, payment results, consigned account details and after-sale records.</li>
  <li><strong>Device and logs</strong>: IP address, pages viewed and activity logs, for security and statistics.</li>
</ul>
<h2>How we protect it</h2>
<ul>
  <li>ID numbers, names and game-account passwords are encrypted with AES-256; pages show masked values only.</li>
  <li>Account credentials are shown only to the paying buyer, and every view is recorded in an audit log.</li>
  <li>Staff see only what their role needs, and every sensitive action is logged.</li>
</ul>
<h2>SMS</h2>
<p>We send SMS only for registration, login, password reset, phone changes and order updates. Codes are valid for
5 minutes and work once. We never ask for your password by SMS.</p>
<h2>How long we keep it</h2>
<p>Within 30 days of closing your account we delete or anonymise your personal data. Trading records the law
requires us to keep are kept for the required period (at least three years) and then deleted.</p>
<h2>Your rights</h2>
<ul>
  <li>See and correct your personal data, and withdraw consent.</li>
  <li>Close your account or ask us to delete your data.</li>
  <li>Complain about how we handle your data: email <a href="mailto:privacy@${mailDomain}">privacy@${mailDomain}</a>;
  we answer within 15 working days.</li>
</ul>
<p>You may also complain to your data protection authority.</p>`,
    },
    {
      noticeType: 'jieshao',
      title: `About ${name}`,
      daysAgo: 90,
      html: `
<h2>Who we are</h2>
<p>${name} is a marketplace for game accounts: buy, consign, quick recycle and price-competition recycle, for
popular games such as Honor of Kings, Genshin Impact, League of Legends and PUBG Mobile.</p>
<h2>Our promises</h2>
<ul>
  <li><strong>Escrow</strong>: your money is held until you confirm receipt.</li>
  <li><strong>Careful rebinding</strong>: staff check and rebind every account against a per-game checklist.</li>
  <li><strong>Retrieval cover</strong>: compensation if an account is retrieved, and a blacklist that stops known bad accounts.</li>
  <li><strong>Staff verification</strong>: every support contact can be checked on the site, so impostors cannot fool you.</li>
</ul>
<h2>Contact</h2>
<p>Support: ${contacts}, every day 9:00–23:00. Ideas and complaints are welcome on the
<a href="/pages/other/fankui">feedback page</a>.</p>`,
    },
    {
      noticeType: 'gonggao',
      title: 'Beware of fake support staff',
      daysAgo: 20,
      pinned: true,
      html: `
<p>Scammers pretending to be ${name} support are contacting users about "account problems", "frozen orders" or
"deposit refunds" to get transfers or SMS codes.</p>
<h3>Remember</h3>
<ul>
  <li>Our only official contacts are ${contacts}.</li>
  <li>We never ask you to pay a personal account, and never ask for SMS codes.</li>
  <li>Every trade happens on your order page; do not open links sent by strangers.</li>
</ul>
<p>Report anything suspicious on the <a href="/pages/other/fankui">feedback page</a>.</p>`,
    },
    {
      noticeType: 'gonggao',
      title: 'Stricter checks before consigned accounts go on sale',
      daysAgo: 3,
      html: `
<p>To reduce retrieval, every consigned account now needs these checks before it goes on sale:</p>
<ol>
  <li>A real-name screenshot that matches the seller, or proof of where the account came from.</li>
  <li>A bound phone number that can receive codes, so the account can be rebound at delivery.</li>
  <li>No appeals or password changes in the last 30 days.</li>
</ol>
<p>Accounts that fail are returned for changes; listed accounts have 7 days to complete the checks.</p>`,
    },
    {
      noticeType: 'gonggao',
      title: 'Price-competition recycling is live',
      daysAgo: 10,
      html: `
<p>Submit an account and several verified recyclers bid before the deadline; bids are sealed and you choose the
offer. Try <a href="/pages/jingjiahuishou">price-competition recycling</a> now.</p>`,
    },
    {
      noticeType: 'gonggao',
      title: 'Holiday support hours',
      daysAgo: 40,
      html: `
<p>Support stays online over the holidays, 10:00–20:00 every day. Withdrawals are reviewed on the first working day
after the holidays. Happy holidays!</p>`,
    },
    {
      noticeType: 'gonggao',
      title: 'Scheduled maintenance',
      daysAgo: -30,
      html: `
<p>We will upgrade our systems; ordering and withdrawals pause during the maintenance window, paid orders are not
affected. The exact time will be announced on the site.</p>`,
    },
    {
      noticeType: 'gonggao',
      title: '[Draft] Changes to loyalty points',
      daysAgo: 0,
      state: 'draft',
      html: '<p>The new points rules are still being discussed; do not publish before they are final.</p>',
    },
  ];
}
