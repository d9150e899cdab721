import type { ContentBlock } from '../../src/api/schemas'
import { text } from '../localize'

/**
 * Static content blocks (content service "mouse"), each in English, French and Arabic: the answer
 * is in the language of Accept-Language (gateway/localize.ts). `content` is HTML; the app
 * sanitizes it before rendering (see 'xss-test').
 */
const AGREEMENT = page(
  `<h2>1. Purpose</h2>
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
<p>We process your personal data and your customers' data as described in our privacy notice, only to run the programme and pay your commissions.</p>`,
  `<h2>1. Objet</h2>
<p>Le présent contrat fixe les conditions dans lesquelles vous, le consultant, faites la promotion des produits de la place de marché et les vendez à vos clients, et touchez des commissions sur les ventes réalisées.</p>
<h2>2. Votre rôle de consultant</h2>
<ul>
<li>Vous passez les commandes pour le compte de vos clients avec leurs vrais nom, numéro de téléphone et adresse.</li>
<li>Vous n’encaissez jamais le paiement d’une commande en dehors des moyens de paiement de la place de marché.</li>
<li>Vous agissez en agent indépendant, non en salarié de la place de marché.</li>
</ul>
<h2>3. Commissions</h2>
<p>Une commission est acquise sur chaque article d’une commande qui atteint le statut <strong>terminé</strong> : livré depuis plus de 7 jours et non retourné. Les taux de commission dépendent de la catégorie du produit et de votre niveau ; la grille des commissions est disponible depuis le tableau de bord.</p>
<p>Les chefs d’équipe touchent aussi des commissions sur les ventes des membres de leur équipe (indirect 1) et des équipes de ceux-ci (indirect 2).</p>
<h2>4. Versements</h2>
<p>Les commissions d’un mois sont versées le mois suivant sur le compte de paiement que vous avez enregistré. Les montants au-dessus du seuil de versement sont payés en espèces ; les plus petits le sont en bons d’achat de la place de marché. Le nom du compte de paiement doit être celui sous lequel vous vous êtes inscrit.</p>
<h2>5. Taux de réussite et pénalités</h2>
<p>Votre taux de réussite est la part de vos commandes qui aboutissent. Un taux de réussite faible réduit vos commissions selon les taux de pénalité en vigueur.</p>
<h2>6. Suspension et résiliation</h2>
<p>La place de marché peut suspendre ou fermer votre compte si vous passez de fausses commandes, faites un mauvais usage des données des clients ou enfreignez ce contrat. Vous pouvez mettre fin au contrat à tout moment en contactant l’assistance.</p>
<h2>7. Données personnelles</h2>
<p>Nous traitons vos données personnelles et celles de vos clients comme le décrit notre avis de confidentialité, uniquement pour faire fonctionner le programme et vous verser vos commissions.</p>`,
  `<h2>1. الغرض</h2>
<p>تحدد هذه الاتفاقية الشروط التي تروّج بموجبها، أنت المستشار، لمنتجات السوق وتبيعها لعملائك وتكسب عمولات على المبيعات المكتملة.</p>
<h2>2. دورك كمستشار</h2>
<ul>
<li>تقدّم الطلبات نيابةً عن عملائك بأسمائهم وأرقام هواتفهم وعناوينهم الحقيقية.</li>
<li>لا تحصّل أبدًا ثمن طلب خارج وسائل الدفع المتاحة في السوق.</li>
<li>تعمل وكيلًا مستقلًا، لا موظفًا لدى السوق.</li>
</ul>
<h2>3. العمولات</h2>
<p>تُكسب العمولة على كل منتج في طلب يبلغ حالة <strong>مكتمل</strong>: سُلّم منذ أكثر من 7 أيام ولم يُرجَع. تتوقف نسب العمولة على فئة المنتج وعلى مستواك؛ وجدول العمولات متاح من لوحة التحكم.</p>
<p>يكسب قادة الفرق أيضًا عمولات على مبيعات أعضاء فرقهم (غير مباشر 1) ومبيعات فرق أعضائهم (غير مباشر 2).</p>
<h2>4. الدفعات</h2>
<p>تُدفع عمولات كل شهر في الشهر التالي إلى حساب الدفع الذي سجّلته. تُدفع المبالغ التي تتجاوز حد الدفع نقدًا، والمبالغ الأصغر قسائمَ شراء من السوق. يجب أن يطابق الاسم في حساب الدفع الاسم الذي سجّلت به.</p>
<h2>5. نسبة النجاح والغرامات</h2>
<p>نسبة نجاحك هي حصة طلباتك التي تكتمل. تخفّض نسبة النجاح المنخفضة عمولاتك وفق نسب الغرامات المعمول بها.</p>
<h2>6. الإيقاف والإنهاء</h2>
<p>يجوز للسوق إيقاف حسابك أو إغلاقه إذا قدّمت طلبات وهمية أو أسأت استخدام بيانات العملاء أو أخللت بهذه الاتفاقية. ويمكنك إنهاء الاتفاقية في أي وقت بالاتصال بخط المساعدة.</p>
<h2>7. البيانات الشخصية</h2>
<p>نعالج بياناتك الشخصية وبيانات عملائك كما يبيّن إشعار الخصوصية، فقط لتشغيل البرنامج ودفع عمولاتك.</p>`,
)

const FAQ = page(
  `<h2>How do I earn a commission?</h2>
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
<p>Call the helpline or write to the support e-mail shown on the dashboard.</p>`,
  `<h2>Comment gagner une commission ?</h2>
<p>Passez les commandes de vos clients sur la place de marché en étant connecté comme consultant. Chaque article rapporte une commission une fois terminé.</p>
<h2>Quand un article compte-t-il comme terminé ?</h2>
<p>Sept jours après la livraison, si le client ne l’a pas retourné.</p>
<h2>Quand suis-je payé ?</h2>
<p>Les commissions confirmées d’un mois sont versées au cours du mois suivant sur votre compte de paiement.</p>
<h2>Comment ajouter ou changer mon compte de paiement ?</h2>
<p>Ouvrez <em>Compte</em>, puis <em>Compte de paiement</em>. Le nom du compte doit être celui sous lequel vous vous êtes inscrit.</p>
<h2>Comment recruter des membres d’équipe ?</h2>
<p>Partagez votre lien de parrainage depuis la page <em>Équipe</em>. Vous touchez une commission sur les ventes de votre équipe.</p>
<h2>Qu’est-ce que le taux de réussite ?</h2>
<p>La part des articles commandés qui aboutissent dans le mois. Gardez-le élevé pour éviter les pénalités.</p>
<h2>Comment passer au niveau supérieur ?</h2>
<p>Atteignez les ventes mensuelles, le taux de réussite et la taille d’équipe du niveau suivant. Voir <em>Niveau</em> dans votre compte.</p>
<h2>Qui contacter pour obtenir de l’aide ?</h2>
<p>Appelez l’assistance ou écrivez à l’adresse e-mail du support indiquée sur le tableau de bord.</p>`,
  `<h2>كيف أكسب عمولة؟</h2>
<p>قدّم طلبات عملائك عبر السوق وأنت مسجّل الدخول بصفتك مستشارًا. يكسبك كل منتج عمولة بمجرد اكتماله.</p>
<h2>متى يُعدّ المنتج مكتملًا؟</h2>
<p>بعد سبعة أيام من التسليم، إذا لم يُرجعه العميل.</p>
<h2>متى أتقاضى أجري؟</h2>
<p>تُدفع العمولات المؤكدة لكل شهر خلال الشهر التالي إلى حساب الدفع الخاص بك.</p>
<h2>كيف أضيف حساب الدفع أو أغيّره؟</h2>
<p>افتح <em>الحساب</em>، ثم <em>حساب الدفع</em>. يجب أن يطابق اسم الحساب الاسم الذي سجّلت به.</p>
<h2>كيف أجنّد أعضاء في فريقي؟</h2>
<p>شارك رابط الإحالة الخاص بك من صفحة <em>الفريق</em>. تكسب عمولة على مبيعات فريقك.</p>
<h2>ما نسبة النجاح؟</h2>
<p>حصة المنتجات التي طلبتها وتكتمل خلال الشهر. حافظ عليها مرتفعة لتتجنب الغرامات.</p>
<h2>كيف أنتقل إلى مستوى أعلى؟</h2>
<p>حقّق المبيعات الشهرية ونسبة النجاح وحجم الفريق المطلوبة للمستوى التالي. انظر <em>المستوى</em> في حسابك.</p>
<h2>بمن أتصل للحصول على المساعدة؟</h2>
<p>اتصل بخط المساعدة أو اكتب إلى بريد الدعم الإلكتروني الظاهر في لوحة التحكم.</p>`,
)

const PICKUP_STATIONS = page(
  `<p>Customers can collect their orders for free at these pickup stations.</p>
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
<ul><li><strong>Takoradi</strong>: Market Circle, Monday to Saturday 8:00–18:00</li></ul>`,
  `<p>Les clients peuvent retirer gratuitement leurs commandes dans ces points de retrait.</p>
<h2>Grand Accra</h2>
<ul>
<li><strong>Osu</strong> : 12 Oxford Street, du lundi au samedi 8:00–18:00</li>
<li><strong>Madina</strong> : Zongo Junction, du lundi au samedi 8:00–18:00</li>
<li><strong>Tema Community 1</strong> : Harbour Road, du lundi au vendredi 8:00–17:00</li>
</ul>
<h2>Ashanti</h2>
<ul>
<li><strong>Kumasi Adum</strong> : Prempeh II Street, du lundi au samedi 8:00–18:00</li>
<li><strong>Kumasi Tafo</strong> : Tafo Market Road, du lundi au samedi 9:00–17:00</li>
</ul>
<h2>Nord</h2>
<ul><li><strong>Tamale</strong> : Bolgatanga Road, du lundi au vendredi 8:00–17:00</li></ul>
<h2>Ouest</h2>
<ul><li><strong>Takoradi</strong> : Market Circle, du lundi au samedi 8:00–18:00</li></ul>`,
  `<p>يمكن للعملاء استلام طلباتهم مجانًا من نقاط الاستلام هذه.</p>
<h2>أكرا الكبرى</h2>
<ul>
<li><strong>Osu</strong>: 12 Oxford Street، من الاثنين إلى السبت 8:00–18:00</li>
<li><strong>Madina</strong>: Zongo Junction، من الاثنين إلى السبت 8:00–18:00</li>
<li><strong>Tema Community 1</strong>: Harbour Road، من الاثنين إلى الجمعة 8:00–17:00</li>
</ul>
<h2>أشانتي</h2>
<ul>
<li><strong>Kumasi Adum</strong>: Prempeh II Street، من الاثنين إلى السبت 8:00–18:00</li>
<li><strong>Kumasi Tafo</strong>: Tafo Market Road، من الاثنين إلى السبت 9:00–17:00</li>
</ul>
<h2>الشمالية</h2>
<ul><li><strong>Tamale</strong>: Bolgatanga Road، من الاثنين إلى الجمعة 8:00–17:00</li></ul>
<h2>الغربية</h2>
<ul><li><strong>Takoradi</strong>: Market Circle، من الاثنين إلى السبت 8:00–18:00</li></ul>`,
)

const SUSPENDED_INFO = page(
  `<p>Your account is suspended. While it is suspended you can still sign in and follow your sales, but new orders do not earn commissions.</p>
<h2>Why accounts are suspended</h2>
<ul>
<li>Orders placed with fake or incomplete customer details.</li>
<li>A very low success rate over several months.</li>
<li>Complaints from customers about payment outside the marketplace.</li>
</ul>
<h2>What to do</h2>
<p>Call the helpline or write to support with your consultant id. We review every request within 5 working days.</p>`,
  `<p>Votre compte est suspendu. Pendant la suspension, vous pouvez toujours vous connecter et suivre vos ventes, mais les nouvelles commandes ne rapportent pas de commission.</p>
<h2>Pourquoi un compte est suspendu</h2>
<ul>
<li>Des commandes passées avec des coordonnées de client fausses ou incomplètes.</li>
<li>Un taux de réussite très faible pendant plusieurs mois.</li>
<li>Des plaintes de clients au sujet de paiements en dehors de la place de marché.</li>
</ul>
<h2>Que faire</h2>
<p>Appelez l’assistance ou écrivez au support avec votre identifiant de consultant. Nous examinons chaque demande sous 5 jours ouvrés.</p>`,
  `<p>حسابك موقوف. يمكنك خلال الإيقاف تسجيل الدخول ومتابعة مبيعاتك، لكن الطلبات الجديدة لا تكسبك عمولات.</p>
<h2>لماذا تُوقف الحسابات</h2>
<ul>
<li>طلبات قُدّمت ببيانات عملاء مزيفة أو ناقصة.</li>
<li>نسبة نجاح منخفضة جدًا على مدى عدة أشهر.</li>
<li>شكاوى من العملاء بشأن الدفع خارج السوق.</li>
</ul>
<h2>ما العمل</h2>
<p>اتصل بخط المساعدة أو اكتب إلى الدعم مع رقم المستشار الخاص بك. ندرس كل طلب خلال 5 أيام عمل.</p>`,
)

const PRIVACY = page(
  `<p>This notice explains how the consultant programme uses personal data.</p>
<h2>What we collect</h2>
<p>Your identity and contact details, your payment account, your sales and the contact details your customers give for delivery.</p>
<h2>Why</h2>
<p>To run the programme, calculate and pay commissions, prevent fraud and contact you about your account.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of your data, its correction or its deletion by contacting support.</p>`,
  `<p>Cet avis explique comment le programme des consultants utilise les données personnelles.</p>
<h2>Ce que nous collectons</h2>
<p>Votre identité et vos coordonnées, votre compte de paiement, vos ventes et les coordonnées que vos clients donnent pour la livraison.</p>
<h2>Pourquoi</h2>
<p>Pour faire fonctionner le programme, calculer et verser les commissions, prévenir la fraude et vous contacter au sujet de votre compte.</p>
<h2>Vos droits</h2>
<p>Vous pouvez demander une copie de vos données, leur rectification ou leur suppression en contactant le support.</p>`,
  `<p>يوضح هذا الإشعار كيف يستخدم برنامج المستشارين البيانات الشخصية.</p>
<h2>ما نجمعه</h2>
<p>هويتك وبيانات الاتصال بك، وحساب الدفع الخاص بك، ومبيعاتك، وبيانات الاتصال التي يقدّمها عملاؤك للتسليم.</p>
<h2>لماذا</h2>
<p>لتشغيل البرنامج، وحساب العمولات ودفعها، ومنع الاحتيال، والتواصل معك بشأن حسابك.</p>
<h2>حقوقك</h2>
<p>يمكنك طلب نسخة من بياناتك أو تصحيحها أو حذفها بالاتصال بالدعم.</p>`,
)

/** For the sanitizer tests: a script, an event handler attribute and a javascript: link. */
const XSS_TEST = page(
  `<p>This block carries unsafe HTML on purpose.</p>
<script>window.__xss = true</script>
<img src="/api/v1/ewoks/images/missing.png" onerror="window.__xss = true" alt="Broken image">
<p><a href="javascript:window.__xss=true">A javascript: link</a></p>
<p><a href="/faq">A safe link to the FAQ</a></p>`,
  `<p>Ce bloc contient volontairement du HTML dangereux.</p>
<script>window.__xss = true</script>
<img src="/api/v1/ewoks/images/missing.png" onerror="window.__xss = true" alt="Image cassée">
<p><a href="javascript:window.__xss=true">Un lien javascript:</a></p>
<p><a href="/faq">Un lien sûr vers la FAQ</a></p>`,
  `<p>تحمل هذه الكتلة HTML غير آمن عمدًا.</p>
<script>window.__xss = true</script>
<img src="/api/v1/ewoks/images/missing.png" onerror="window.__xss = true" alt="صورة معطوبة">
<p><a href="javascript:window.__xss=true">رابط javascript:</a></p>
<p><a href="/faq">رابط آمن إلى الأسئلة الشائعة</a></p>`,
)

/** A page in three languages: the registered English (gateway/localize.ts), trimmed. */
function page(en: string, fr: string, ar: string): string {
  return text(en.trim(), fr.trim(), ar.trim())
}

export const CONTENT_BLOCKS: readonly ContentBlock[] = [
  { key: 'faq', name: text('Frequently asked questions', 'Questions fréquentes', 'الأسئلة الشائعة'), content: FAQ },
  { key: 'agreement', name: text('Consultant agreement', 'Contrat du consultant', 'اتفاقية المستشار'), content: AGREEMENT },
  { key: 'pickup-stations', name: text('Pickup stations', 'Points de retrait', 'نقاط الاستلام'), content: PICKUP_STATIONS },
  { key: 'suspended-info', name: text('Why is my account suspended?', 'Pourquoi mon compte est-il suspendu ?', 'لماذا أُوقف حسابي؟'), content: SUSPENDED_INFO },
  { key: 'privacy', name: text('Privacy notice', 'Avis de confidentialité', 'إشعار الخصوصية'), content: PRIVACY },
  { key: 'xss-test', name: text('Sanitizer test', 'Test du nettoyage', 'اختبار التنقية'), content: XSS_TEST },
]

export const contentBlock = (key: string) => CONTENT_BLOCKS.find((b) => b.key === key)
