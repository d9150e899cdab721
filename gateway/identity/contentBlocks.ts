import type { ContentBlock } from '../../src/api/schemas'

/**
 * Static content blocks (content service "mouse"). The content service is not
 * translated in the demo: blocks are plain English whatever Accept-Language says.
 * `content` is HTML; the app sanitizes it before rendering (see 'xss-test').
 */
const AGREEMENT = `
<h2>1. Purpose</h2>
<p>This agreement sets the terms under which you, the consultant, promote and sell products of the marketplace to your customers and earn commissions on completed sales.</p>
<h2>2. Your role as a consultant</h2>
<ul>
<li>You place orders on behalf of your customers with their real name, phone number and address.</li>
<li>You never collect payment for an order outside the marketplace's payment options.</li>
<li>You act as an independent agent, not as an employee of the marketplace.</li>
</ul>
<h2>3. Commissions</h2>
<p>A commission is earned on every item of an order that reaches the <strong>completed</strong> status: delivered for more than 7 days and not returned. Commission rates depend on the product category and on your level; the commission grid is available from the dashboard.</p>
<p>Team leaders also earn commissions on the sales of their team members (indirect 1) and of their team members' teams (indirect 2).</p>
<h2>4. Payouts</h2>
<p>Commissions of a month are paid in the following month to the payment account you registered. Amounts above the payout threshold are paid in cash; smaller amounts are paid as marketplace vouchers. The name on your payment account must match the name you registered with.</p>
<h2>5. Success rate and penalties</h2>
<p>Your success rate is the share of your orders that complete. A low success rate reduces your commissions according to the current penalty rates.</p>
<h2>6. Suspension and termination</h2>
<p>The marketplace may suspend or close your account if you place fake orders, misuse customer data or break this agreement. You may end the agreement at any time by contacting the helpline.</p>
<h2>7. Personal data</h2>
<p>We process your personal data and your customers' data as described in our privacy notice, only to run the programme and pay your commissions.</p>
`

const FAQ = `
<h2>How do I earn a commission?</h2>
<p>Place orders for your customers through the marketplace while signed in as a consultant. Each item earns a commission once it is completed.</p>
<h2>When does an item count as completed?</h2>
<p>Seven days after delivery, if the customer did not return it.</p>
<h2>When am I paid?</h2>
<p>Confirmed commissions of a month are paid during the next month to your payment account.</p>
<h2>How do I add or change my payment account?</h2>
<p>Open <em>Account</em>, then <em>Payment account</em>. The account name must match the name you registered with.</p>
<h2>How do I recruit team members?</h2>
<p>Share your referral link from the <em>Team</em> page. You earn a commission on your team's sales.</p>
<h2>What is the success rate?</h2>
<p>The share of your ordered items that complete in a month. Keep it high to avoid penalties.</p>
<h2>How do I move up a level?</h2>
<p>Reach the monthly sales, success rate and team size of the next level. See <em>Level</em> in your account.</p>
<h2>Who do I contact for help?</h2>
<p>Call the helpline or write to the support e-mail shown on the dashboard.</p>
`

const PICKUP_STATIONS = `
<p>Customers can collect their orders for free at these pickup stations.</p>
<h2>Greater Accra</h2>
<ul>
<li><strong>Osu</strong>: 12 Oxford Street, Monday to Saturday 8:00–18:00</li>
<li><strong>Madina</strong>: Zongo Junction, Monday to Saturday 8:00–18:00</li>
<li><strong>Tema Community 1</strong>: Harbour Road, Monday to Friday 8:00–17:00</li>
</ul>
<h2>Ashanti</h2>
<ul>
<li><strong>Kumasi Adum</strong>: Prempeh II Street, Monday to Saturday 8:00–18:00</li>
<li><strong>Kumasi Tafo</strong>: Tafo Market Road, Monday to Saturday 9:00–17:00</li>
</ul>
<h2>Northern</h2>
<ul><li><strong>Tamale</strong>: Bolgatanga Road, Monday to Friday 8:00–17:00</li></ul>
<h2>Western</h2>
<ul><li><strong>Takoradi</strong>: Market Circle, Monday to Saturday 8:00–18:00</li></ul>
`

const SUSPENDED_INFO = `
<p>Your account is suspended. While it is suspended you can still sign in and follow your sales, but new orders do not earn commissions.</p>
<h2>Why accounts are suspended</h2>
<ul>
<li>Orders placed with fake or incomplete customer details.</li>
<li>A very low success rate over several months.</li>
<li>Complaints from customers about payment outside the marketplace.</li>
</ul>
<h2>What to do</h2>
<p>Call the helpline or write to support with your consultant id. We review every request within 5 working days.</p>
`

const PRIVACY = `
<p>This notice explains how the consultant programme uses personal data.</p>
<h2>What we collect</h2>
<p>Your identity and contact details, your payment account, your sales and the contact details your customers give for delivery.</p>
<h2>Why</h2>
<p>To run the programme, calculate and pay commissions, prevent fraud and contact you about your account.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of your data, its correction or its deletion by contacting support.</p>
`

/** For the sanitizer tests: a script, an event handler attribute and a javascript: link. */
const XSS_TEST = `
<p>This block carries unsafe HTML on purpose.</p>
<script>window.__xss = true</script>
<img src="/api/v1/ewoks/images/missing.png" onerror="window.__xss = true" alt="Broken image">
<p><a href="javascript:window.__xss=true">A javascript: link</a></p>
<p><a href="/faq">A safe link to the FAQ</a></p>
`

export const CONTENT_BLOCKS: readonly ContentBlock[] = [
  { key: 'faq', name: 'Frequently asked questions', content: FAQ },
  { key: 'agreement', name: 'Consultant agreement', content: AGREEMENT },
  { key: 'pickup-stations', name: 'Pickup stations', content: PICKUP_STATIONS },
  { key: 'suspended-info', name: 'Why is my account suspended?', content: SUSPENDED_INFO },
  { key: 'privacy', name: 'Privacy notice', content: PRIVACY },
  { key: 'xss-test', name: 'Sanitizer test', content: XSS_TEST },
].map((b) => ({ ...b, content: b.content.trim() }))

export const contentBlock = (key: string) => CONTENT_BLOCKS.find((b) => b.key === key)
