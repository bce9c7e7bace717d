import { BUSINESS_HOURS } from './businessHours.ts';
import { findProduct, PRODUCTS, type Product, REVISION_DELIVERY_DAYS } from './catalogue.ts';
import { GENRES, languageOption, SITE_LANGUAGES, type SiteLanguage, SONG_LANGUAGES } from './enums.ts';
import { dateTimeFormat, numberFormat } from './intl.ts';
import type { KnowledgeFact } from './knowledge.ts';
import { LIMITS } from './limits.ts';
import { OCCASION_DATE_MAX_YEARS } from './occasion.ts';
import { formatPercent, formatPounds, poundsToPence } from './pricing.ts';
import { REVEAL_LIMITS } from './reveal.ts';
import { TERMS } from './terms.ts';

/**
 * The shop's facts as sentences in the visitor's language, rendered from core when the assistant
 * answers: a price, a number of days or a share is never typed into the knowledge base, so an answer
 * always says what checkout charges and what the order page promises.
 */

type ProductId = (typeof PRODUCTS)[number]['id'];

interface Phrases {
  /** The suites' names as the product pages show them (the web's `products` namespace), and their suites'. */
  names: Record<ProductId, readonly [name: string, suite: string]>;
  features: Record<string, string>;
  days(n: number, formatted: string): string;
  revisions(n: number, formatted: string): string;
  years(n: number, formatted: string): string;
  suite(name: string, price: string): string;
  suites(list: string): string;
  price(name: string, price: string): string;
  includes(name: string, features: string, revisions: string, days: string): string;
  delivery(name: string, days: string): string;
  rush(name: string, price: string, days: string): string;
  noRush(name: string): string;
  revisionTerms(name: string, revisions: string, days: string): string;
  referral(percent: string): string;
  occasion(years: string): string;
  reveal(days: string, chars: string): string;
  languages(list: string): string;
  genres(list: string): string;
  payment(): string;
  revenue(customer: string, company: string): string;
  refunds(days: string): string;
  age(age: string): string;
  hours(first: string, last: string, from: string, to: string): string;
}

const singularOr = (one: string, other: string) => (n: number, f: string) => `${f} ${n === 1 ? one : other}`;
const invariable = (word: string) => (_n: number, f: string) => `${f} ${word}`;

/** Arabic counts its nouns in five forms: one and two are said without the figure. */
function arabicCount(forms: { one: string; two: string; few: string; many: string; other: string }) {
  const rules = new Intl.PluralRules('ar');
  return (n: number, f: string) => {
    const form = rules.select(n);
    if (form === 'one') return forms.one;
    if (form === 'two') return forms.two;
    if (form === 'few') return `${f} ${forms.few}`;
    if (form === 'many') return `${f} ${forms.many}`;
    return `${f} ${forms.other}`;
  };
}

const PHRASES: Record<SiteLanguage, Phrases> = {
  en: {
    names: {
      'basic-song': ['Basic Song', 'Short Song Suite'],
      'basic-full-song': ['Basic Full Song', 'Full Song Suite'],
      'pro-studio': ['Pro Studio', 'Pro Studio Suite'],
      'producer-elite': ['Producer Elite', 'Collaboration'],
    },
    features: {
      mp3Recording: 'an MP3 recording',
      musicVideos: 'music videos',
      musicVideo: 'a music video',
      collaboration: 'working with us on your preferences and the outcome',
    },
    days: singularOr('day', 'days'),
    revisions: singularOr('revision', 'revisions'),
    years: singularOr('year', 'years'),
    suite: (name, price) => `${name}: ${price}`,
    suites: (list) => `Our song suites: ${list}.`,
    price: (name, price) => `${name} costs ${price}.`,
    includes: (name, features, revisions, days) =>
      `${name} includes ${features}, with ${revisions} and your song within ${days}.`,
    delivery: (name, days) => `${name}: your song within ${days} of payment.`,
    rush: (name, price, days) => `Rush delivery for ${name} costs ${price} and brings your song within ${days}.`,
    noRush: (name) => `${name} cannot be rushed: its sessions are booked with the artist.`,
    revisionTerms: (name, revisions, days) => `${name} includes ${revisions}; each revised version comes within ${days}.`,
    referral: (percent) => `With a referral code you pay ${percent} less on the song suite; rush delivery keeps its own price.`,
    occasion: (years) =>
      `Tell us the occasion and its date (up to ${years} ahead): we show when your song will be ready, and offer rush delivery when the suite's own pace would miss it.`,
    reveal: (days, chars) =>
      `Once your song is delivered you can choose when the person it is for hears of it, up to ${days} ahead: at that moment we email them the gift link with your note (up to ${chars} characters).`,
    languages: (list) => `We write songs in ${list}.`,
    genres: (list) => `Genres you can choose from: ${list}.`,
    payment: () =>
      "All prices are in pounds sterling. You pay by card on Stripe's secure checkout page when you order, and work on your song starts once the payment is confirmed.",
    revenue: (customer, company) =>
      `If your song earns commercial or streaming revenue, ${customer} goes to you and ${company} to us, paid quarterly.`,
    refunds: (days) =>
      `Purchases are final: there are no refunds once work has begun, unless we made a mistake. Raise any payment or issue dispute within ${days} after delivery.`,
    age: (age) => `Our service is for people aged ${age} and over.`,
    hours: (first, last, from, to) => `Our team is in from ${first} to ${last}, ${from}–${to} GMT.`,
  },
  fr: {
    names: {
      'basic-song': ['Chanson de base', 'Formule chanson courte'],
      'basic-full-song': ['Chanson complète de base', 'Formule chanson complète'],
      'pro-studio': ['Pro Studio', 'Formule Pro Studio'],
      'producer-elite': ['Producer Elite', 'Collaboration'],
    },
    features: {
      mp3Recording: 'un enregistrement MP3',
      musicVideos: 'des clips vidéo',
      musicVideo: 'un clip vidéo',
      collaboration: 'un travail avec nous sur vos préférences et le résultat',
    },
    days: singularOr('jour', 'jours'),
    revisions: singularOr('révision', 'révisions'),
    years: singularOr('an', 'ans'),
    suite: (name, price) => `${name} : ${price}`,
    suites: (list) => `Nos formules : ${list}.`,
    price: (name, price) => `${name} coûte ${price}.`,
    includes: (name, features, revisions, days) => `${name} comprend ${features}, avec ${revisions} et votre chanson en ${days}.`,
    delivery: (name, days) => `${name} : votre chanson en ${days} après le paiement.`,
    rush: (name, price, days) => `L'option express pour ${name} coûte ${price} et livre votre chanson en ${days}.`,
    noRush: (name) => `${name} ne peut pas être livré en express : les séances sont réservées avec l'artiste.`,
    revisionTerms: (name, revisions, days) => `${name} comprend ${revisions} ; chaque version révisée arrive en ${days}.`,
    referral: (percent) =>
      `Avec un code de parrainage, vous payez ${percent} de moins sur la formule ; la livraison express garde son propre prix.`,
    occasion: (years) =>
      `Indiquez-nous l'occasion et sa date (jusqu'à ${years} à l'avance) : nous vous montrons quand votre chanson sera prête, et proposons la livraison express si le rythme de la formule ne suffit pas.`,
    reveal: (days, chars) =>
      `Une fois votre chanson livrée, vous pouvez choisir quand la personne à qui elle est destinée la découvre, jusqu'à ${days} à l'avance : à ce moment-là, nous lui envoyons par e-mail le lien cadeau avec votre mot (jusqu'à ${chars} caractères).`,
    languages: (list) => `Nous écrivons des chansons en ${list}.`,
    genres: (list) => `Genres au choix : ${list}.`,
    payment: () =>
      'Tous les prix sont en livres sterling. Vous payez par carte sur la page de paiement sécurisée de Stripe lors de la commande, et le travail sur votre chanson commence une fois le paiement confirmé.',
    revenue: (customer, company) =>
      `Si votre chanson génère des revenus commerciaux ou de streaming, ${customer} vous reviennent et ${company} nous reviennent, versés chaque trimestre.`,
    refunds: (days) =>
      `Les achats sont définitifs : aucun remboursement une fois le travail commencé, sauf erreur de notre part. Toute contestation de paiement ou de problème se fait dans les ${days} suivant la livraison.`,
    age: (age) => `Notre service est réservé aux personnes de ${age} ans et plus.`,
    hours: (first, last, from, to) => `Notre équipe est présente du ${first} au ${last}, de ${from} à ${to} GMT.`,
  },
  es: {
    names: {
      'basic-song': ['Canción básica', 'Paquete canción corta'],
      'basic-full-song': ['Canción completa básica', 'Paquete canción completa'],
      'pro-studio': ['Pro Studio', 'Paquete Pro Studio'],
      'producer-elite': ['Producer Elite', 'Colaboración'],
    },
    features: {
      mp3Recording: 'una grabación MP3',
      musicVideos: 'videoclips',
      musicVideo: 'un videoclip',
      collaboration: 'trabajar con nosotros en tus preferencias y en el resultado',
    },
    days: singularOr('día', 'días'),
    revisions: singularOr('revisión', 'revisiones'),
    years: singularOr('año', 'años'),
    suite: (name, price) => `${name}: ${price}`,
    suites: (list) => `Nuestros paquetes: ${list}.`,
    price: (name, price) => `${name} cuesta ${price}.`,
    includes: (name, features, revisions, days) => `${name} incluye ${features}, con ${revisions} y tu canción en ${days}.`,
    delivery: (name, days) => `${name}: tu canción en ${days} desde el pago.`,
    rush: (name, price, days) => `La entrega urgente de ${name} cuesta ${price} y te trae la canción en ${days}.`,
    noRush: (name) => `${name} no admite entrega urgente: las sesiones se reservan con el artista.`,
    revisionTerms: (name, revisions, days) => `${name} incluye ${revisions}; cada versión revisada llega en ${days}.`,
    referral: (percent) =>
      `Con un código de referido pagas un ${percent} menos en el paquete; la entrega urgente mantiene su propio precio.`,
    occasion: (years) =>
      `Dinos la ocasión y su fecha (hasta ${years} de antelación): te mostramos cuándo estará lista tu canción y te ofrecemos la entrega urgente si el ritmo del paquete no llega a tiempo.`,
    reveal: (days, chars) =>
      `Cuando tu canción esté entregada, puedes elegir cuándo se entera la persona a quien va dedicada, hasta ${days} de antelación: en ese momento le enviamos por correo el enlace de regalo con tu mensaje (hasta ${chars} caracteres).`,
    languages: (list) => `Escribimos canciones en ${list}.`,
    genres: (list) => `Géneros disponibles: ${list}.`,
    payment: () =>
      'Todos los precios están en libras esterlinas. Pagas con tarjeta en la página de pago segura de Stripe al hacer el pedido, y el trabajo en tu canción empieza cuando se confirma el pago.',
    revenue: (customer, company) =>
      `Si tu canción genera ingresos comerciales o de streaming, el ${customer} es para ti y el ${company} para nosotros, pagado cada trimestre.`,
    refunds: (days) =>
      `Las compras son definitivas: no hay reembolsos una vez iniciado el trabajo, salvo error nuestro. Cualquier reclamación sobre el pago o un problema se hace en los ${days} siguientes a la entrega.`,
    age: (age) => `Nuestro servicio es para personas de ${age} años o más.`,
    hours: (first, last, from, to) => `Nuestro equipo atiende de ${first} a ${last}, de ${from} a ${to} GMT.`,
  },
  pt: {
    names: {
      'basic-song': ['Canção básica', 'Pacote canção curta'],
      'basic-full-song': ['Canção completa básica', 'Pacote canção completa'],
      'pro-studio': ['Pro Studio', 'Pacote Pro Studio'],
      'producer-elite': ['Producer Elite', 'Colaboração'],
    },
    features: {
      mp3Recording: 'uma gravação MP3',
      musicVideos: 'videoclipes',
      musicVideo: 'um videoclipe',
      collaboration: 'trabalhar connosco nas suas preferências e no resultado',
    },
    days: singularOr('dia', 'dias'),
    revisions: singularOr('revisão', 'revisões'),
    years: singularOr('ano', 'anos'),
    suite: (name, price) => `${name}: ${price}`,
    suites: (list) => `Os nossos pacotes: ${list}.`,
    price: (name, price) => `${name} custa ${price}.`,
    includes: (name, features, revisions, days) => `${name} inclui ${features}, com ${revisions} e a sua canção em ${days}.`,
    delivery: (name, days) => `${name}: a sua canção em ${days} após o pagamento.`,
    rush: (name, price, days) => `A entrega urgente de ${name} custa ${price} e traz a sua canção em ${days}.`,
    noRush: (name) => `${name} não permite entrega urgente: as sessões são marcadas com o artista.`,
    revisionTerms: (name, revisions, days) => `${name} inclui ${revisions}; cada versão revista chega em ${days}.`,
    referral: (percent) =>
      `Com um código de referência paga menos ${percent} no pacote; a entrega urgente mantém o seu próprio preço.`,
    occasion: (years) =>
      `Diga-nos a ocasião e a data (até ${years} de antecedência): mostramos quando a sua canção estará pronta e oferecemos a entrega urgente se o ritmo do pacote não chegar a tempo.`,
    reveal: (days, chars) =>
      `Depois de a sua canção ser entregue, pode escolher quando a pessoa a quem se destina fica a saber, até ${days} de antecedência: nesse momento enviamos-lhe por e-mail o link de presente com a sua mensagem (até ${chars} caracteres).`,
    languages: (list) => `Escrevemos canções em ${list}.`,
    genres: (list) => `Géneros disponíveis: ${list}.`,
    payment: () =>
      'Todos os preços estão em libras esterlinas. Paga com cartão na página de pagamento segura da Stripe ao encomendar, e o trabalho na sua canção começa quando o pagamento é confirmado.',
    revenue: (customer, company) =>
      `Se a sua canção gerar receitas comerciais ou de streaming, ${customer} são para si e ${company} para nós, pagos trimestralmente.`,
    refunds: (days) =>
      `As compras são definitivas: não há reembolsos depois de o trabalho começar, salvo erro nosso. Qualquer contestação de pagamento ou problema faz-se nos ${days} seguintes à entrega.`,
    age: (age) => `O nosso serviço destina-se a pessoas com ${age} anos ou mais.`,
    hours: (first, last, from, to) => `A nossa equipa está disponível de ${first} a ${last}, das ${from} às ${to} GMT.`,
  },
  de: {
    names: {
      'basic-song': ['Basis-Song', 'Kurzer Song'],
      'basic-full-song': ['Basis-Song in voller Länge', 'Song in voller Länge'],
      'pro-studio': ['Pro Studio', 'Pro-Studio-Paket'],
      'producer-elite': ['Producer Elite', 'Zusammenarbeit'],
    },
    features: {
      mp3Recording: 'eine MP3-Aufnahme',
      musicVideos: 'Musikvideos',
      musicVideo: 'ein Musikvideo',
      collaboration: 'die Arbeit mit uns an Ihren Wünschen und am Ergebnis',
    },
    // After "in" and "innerhalb von": the dative.
    days: singularOr('Tag', 'Tagen'),
    revisions: singularOr('Überarbeitung', 'Überarbeitungen'),
    years: singularOr('Jahr', 'Jahre'),
    suite: (name, price) => `${name}: ${price}`,
    suites: (list) => `Unsere Pakete: ${list}.`,
    price: (name, price) => `${name} kostet ${price}.`,
    includes: (name, features, revisions, days) => `${name} umfasst ${features}, mit ${revisions} und Ihrem Song in ${days}.`,
    delivery: (name, days) => `${name}: Ihr Song in ${days} nach der Zahlung.`,
    rush: (name, price, days) => `Die Expresslieferung für ${name} kostet ${price} und bringt Ihren Song in ${days}.`,
    noRush: (name) => `${name} ist nicht als Expresslieferung möglich: Die Sessions werden mit dem Künstler gebucht.`,
    revisionTerms: (name, revisions, days) => `${name} umfasst ${revisions}; jede überarbeitete Version kommt in ${days}.`,
    referral: (percent) =>
      `Mit einem Empfehlungscode zahlen Sie ${percent} weniger für das Paket; die Expresslieferung behält ihren eigenen Preis.`,
    occasion: (years) =>
      `Nennen Sie uns den Anlass und sein Datum (bis zu ${years} im Voraus): Wir zeigen, wann Ihr Song fertig ist, und bieten die Expresslieferung an, wenn das Tempo des Pakets nicht reicht.`,
    reveal: (days, chars) =>
      `Sobald Ihr Song geliefert ist, können Sie wählen, wann die beschenkte Person davon erfährt, innerhalb von ${days}: In diesem Moment schicken wir ihr per E-Mail den Geschenklink mit Ihrer Nachricht (bis zu ${chars} Zeichen).`,
    languages: (list) => `Wir schreiben Songs auf ${list}.`,
    genres: (list) => `Wählbare Genres: ${list}.`,
    payment: () =>
      'Alle Preise sind in Pfund Sterling. Sie zahlen bei der Bestellung per Karte auf der sicheren Zahlungsseite von Stripe, und die Arbeit an Ihrem Song beginnt, sobald die Zahlung bestätigt ist.',
    revenue: (customer, company) =>
      `Erzielt Ihr Song kommerzielle oder Streaming-Einnahmen, gehen ${customer} an Sie und ${company} an uns, vierteljährlich ausgezahlt.`,
    refunds: (days) =>
      `Käufe sind endgültig: Sobald die Arbeit begonnen hat, gibt es keine Rückerstattung, außer uns ist ein Fehler unterlaufen. Einwände zu Zahlung oder Mängeln melden Sie innerhalb von ${days} nach der Lieferung.`,
    age: (age) => `Unser Angebot richtet sich an Personen ab ${age} Jahren.`,
    hours: (first, last, from, to) => `Unser Team ist von ${first} bis ${last} erreichbar, ${from}–${to} Uhr GMT.`,
  },
  ar: {
    names: {
      'basic-song': ['أغنية أساسية', 'باقة الأغنية القصيرة'],
      'basic-full-song': ['أغنية كاملة أساسية', 'باقة الأغنية الكاملة'],
      'pro-studio': ['برو ستوديو', 'باقة برو ستوديو'],
      'producer-elite': ['نخبة المنتجين', 'تعاون'],
    },
    features: {
      mp3Recording: 'تسجيل MP3',
      musicVideos: 'فيديوهات موسيقية',
      musicVideo: 'فيديو موسيقي',
      collaboration: 'العمل معنا على تفضيلاتك والنتيجة النهائية',
    },
    days: arabicCount({ one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' }),
    revisions: arabicCount({ one: 'تعديل واحد', two: 'تعديلين', few: 'تعديلات', many: 'تعديلًا', other: 'تعديل' }),
    years: arabicCount({ one: 'سنة واحدة', two: 'سنتين', few: 'سنوات', many: 'سنةً', other: 'سنة' }),
    suite: (name, price) => `${name}: ${price}`,
    suites: (list) => `باقاتنا: ${list}.`,
    price: (name, price) => `سعر ${name} هو ${price}.`,
    includes: (name, features, revisions, days) => `تشمل ${name} ${features}، مع ${revisions}، وتصلك أغنيتك خلال ${days}.`,
    delivery: (name, days) => `${name}: تصلك أغنيتك خلال ${days} من الدفع.`,
    rush: (name, price, days) => `التسليم السريع لـ${name} سعره ${price}، وتصلك أغنيتك خلال ${days}.`,
    noRush: (name) => `لا يتوفر التسليم السريع لـ${name}: تُحجز الجلسات مع الفنان.`,
    revisionTerms: (name, revisions, days) => `تشمل ${name} ${revisions}، وتصل كل نسخة معدَّلة خلال ${days}.`,
    referral: (percent) => `مع رمز الإحالة تدفع أقل بنسبة ${percent} على الباقة، ويبقى للتسليم السريع سعره الخاص.`,
    occasion: (years) =>
      `أخبرنا بالمناسبة وتاريخها (حتى ${years} مقدمًا): نعرض لك متى ستكون أغنيتك جاهزة، ونقترح التسليم السريع إذا لم تكفِ مدة الباقة.`,
    reveal: (days, chars) =>
      `بعد تسليم أغنيتك يمكنك اختيار متى يعرف بها الشخص المُهداة إليه، خلال ${days} على الأكثر: في تلك اللحظة نرسل إليه بالبريد الإلكتروني رابط الهدية مع رسالتك (حتى ${chars} حرف).`,
    languages: (list) => `نكتب الأغاني باللغات التالية: ${list}.`,
    genres: (list) => `الأنماط المتاحة: ${list}.`,
    payment: () =>
      'جميع الأسعار بالجنيه الإسترليني. تدفع بالبطاقة على صفحة الدفع الآمنة من Stripe عند الطلب، ويبدأ العمل على أغنيتك بعد تأكيد الدفع.',
    revenue: (customer, company) =>
      `إذا حققت أغنيتك إيرادات تجارية أو من البث، فلك ${customer} ولنا ${company}، تُدفع كل ثلاثة أشهر.`,
    refunds: (days) =>
      `المشتريات نهائية: لا استرداد بعد بدء العمل إلا إذا أخطأنا نحن. يُقدَّم أي اعتراض على الدفع أو مشكلة خلال ${days} من التسليم.`,
    age: (age) => `خدمتنا لمن بلغوا ${age} عامًا فأكثر.`,
    hours: (first, last, from, to) => `فريقنا متاح من ${first} إلى ${last}، من ${from} إلى ${to} بتوقيت غرينتش.`,
  },
  hi: {
    names: {
      'basic-song': ['बेसिक सॉन्ग', 'छोटा गीत पैकेज'],
      'basic-full-song': ['बेसिक फुल सॉन्ग', 'पूरा गीत पैकेज'],
      'pro-studio': ['प्रो स्टूडियो', 'प्रो स्टूडियो पैकेज'],
      'producer-elite': ['प्रोड्यूसर एलीट', 'सहयोग'],
    },
    features: {
      mp3Recording: 'MP3 रिकॉर्डिंग',
      musicVideos: 'म्यूज़िक वीडियो',
      musicVideo: 'एक म्यूज़िक वीडियो',
      collaboration: 'अपनी पसंद और परिणाम पर हमारे साथ मिलकर काम',
    },
    days: invariable('दिन'),
    revisions: invariable('संशोधन'),
    years: invariable('साल'),
    suite: (name, price) => `${name}: ${price}`,
    suites: (list) => `हमारे पैकेज: ${list}।`,
    price: (name, price) => `${name} की कीमत ${price} है।`,
    includes: (name, features, revisions, days) => `${name} में ${features} शामिल है, साथ में ${revisions}, और आपका गीत ${days} में।`,
    delivery: (name, days) => `${name}: भुगतान के बाद ${days} में आपका गीत।`,
    rush: (name, price, days) => `${name} के लिए रश डिलीवरी की कीमत ${price} है, और आपका गीत ${days} में आ जाता है।`,
    noRush: (name) => `${name} के लिए रश डिलीवरी उपलब्ध नहीं है: सत्र कलाकार के साथ बुक किए जाते हैं।`,
    revisionTerms: (name, revisions, days) => `${name} में ${revisions} शामिल हैं; हर संशोधित संस्करण ${days} में आता है।`,
    referral: (percent) => `रेफ़रल कोड के साथ आप पैकेज पर ${percent} कम चुकाते हैं; रश डिलीवरी की अपनी कीमत रहती है।`,
    occasion: (years) =>
      `हमें अवसर और उसकी तारीख़ बताइए (${years} पहले तक): हम दिखाते हैं कि आपका गीत कब तैयार होगा, और अगर पैकेज की सामान्य रफ़्तार से देर हो तो रश डिलीवरी का विकल्प देते हैं।`,
    reveal: (days, chars) =>
      `गीत डिलीवर होने के बाद आप चुन सकते हैं कि जिसके लिए यह है उसे कब पता चले, ${days} के भीतर: उसी समय हम उन्हें आपके संदेश (${chars} अक्षरों तक) के साथ उपहार लिंक ईमेल करते हैं।`,
    languages: (list) => `हम इन भाषाओं में गीत लिखते हैं: ${list}।`,
    genres: (list) => `उपलब्ध शैलियाँ: ${list}।`,
    payment: () =>
      'सभी कीमतें पाउंड स्टर्लिंग में हैं। ऑर्डर करते समय आप Stripe के सुरक्षित भुगतान पेज पर कार्ड से भुगतान करते हैं, और भुगतान की पुष्टि होते ही आपके गीत पर काम शुरू हो जाता है।',
    revenue: (customer, company) =>
      `अगर आपके गीत से व्यावसायिक या स्ट्रीमिंग आय होती है, तो ${customer} आपका और ${company} हमारा, जिसका भुगतान हर तिमाही होता है।`,
    refunds: (days) =>
      `खरीदारी अंतिम है: काम शुरू होने के बाद कोई रिफ़ंड नहीं, जब तक गलती हमारी न हो। भुगतान या किसी समस्या पर आपत्ति डिलीवरी के ${days} के भीतर करें।`,
    age: (age) => `हमारी सेवा ${age} वर्ष और उससे अधिक उम्र के लोगों के लिए है।`,
    hours: (first, last, from, to) => `हमारी टीम ${first} से ${last}, ${from} से ${to} GMT तक उपलब्ध है।`,
  },
  zh: {
    names: {
      'basic-song': ['基础歌曲', '短歌套餐'],
      'basic-full-song': ['基础完整歌曲', '完整歌曲套餐'],
      'pro-studio': ['专业录音室', '专业录音室套餐'],
      'producer-elite': ['制作人精英', '合作'],
    },
    features: {
      mp3Recording: 'MP3 录音',
      musicVideos: '音乐视频',
      musicVideo: '一支音乐视频',
      collaboration: '与我们一起确定您的偏好和最终成果',
    },
    days: invariable('天'),
    revisions: invariable('次修改'),
    years: invariable('年'),
    suite: (name, price) => `${name}：${price}`,
    suites: (list) => `我们的套餐：${list}。`,
    price: (name, price) => `${name}的价格是 ${price}。`,
    includes: (name, features, revisions, days) => `${name}包含${features}，含 ${revisions}，${days}内交付您的歌曲。`,
    delivery: (name, days) => `${name}：付款后 ${days}内交付您的歌曲。`,
    rush: (name, price, days) => `${name}的加急交付费用为 ${price}，${days}内交付您的歌曲。`,
    noRush: (name) => `${name}不提供加急交付：创作时段需与艺术家预约。`,
    revisionTerms: (name, revisions, days) => `${name}包含 ${revisions}；每个修改版本在 ${days}内交付。`,
    referral: (percent) => `使用推荐码，套餐价格可减 ${percent}；加急交付保持原价。`,
    occasion: (years) =>
      `告诉我们场合和日期（最多提前 ${years}）：我们会显示您的歌曲何时完成；若套餐的正常进度赶不上，我们会提供加急交付。`,
    reveal: (days, chars) =>
      `歌曲交付后，您可以选择收礼人何时得知，最多提前 ${days}：届时我们会通过电子邮件把礼物链接和您的留言（最多 ${chars} 个字符）发给对方。`,
    languages: (list) => `我们可以用以下语言创作歌曲：${list}。`,
    genres: (list) => `可选曲风：${list}。`,
    payment: () => '所有价格均以英镑计。下单时您在 Stripe 的安全支付页面用银行卡付款，付款确认后我们即开始创作您的歌曲。',
    revenue: (customer, company) => `如果您的歌曲产生商业或流媒体收入，${customer}归您，${company}归我们，按季度支付。`,
    refunds: (days) => `购买一经完成即为最终：工作开始后不予退款，除非是我们的失误。付款或问题争议须在交付后 ${days}内提出。`,
    age: (age) => `我们的服务仅面向 ${age} 岁及以上人士。`,
    hours: (first, last, from, to) => `我们的团队在${first}至${last}在线，格林尼治时间 ${from}–${to}。`,
  },
};

/** The formatting a language's answers use: the site's own number, money and list formats. */
function formatting(language: SiteLanguage) {
  const locale = languageOption(language).dateLocale;
  // In a right-to-left sentence a price or a percentage keeps its own direction (as the web's `isolate`).
  const isolate = (text: string) => (languageOption(language).dir === 'rtl' ? `\u2068${text}\u2069` : text);
  return {
    money: (pounds: number) => isolate(formatPounds(poundsToPence(pounds), locale, 0)),
    count: (n: number) => numberFormat(locale, {}).format(n),
    percent: (n: number) => isolate(formatPercent(n, locale)),
    list: (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items),
    time: (hour: number) =>
      dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1, hour)),
    // 2023-12-31 was a Sunday: day d of the week (0 is Sunday) is d days later.
    weekday: (day: number) => dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 11, 31 + day)),
    // Chinese sets sentences side by side; the others with a space.
    sentences: (lines: string[]) => lines.join(language === 'zh' ? '' : ' '),
    languageName: (code: string) => new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code,
  };
}

/** A suite's name as its product page shows it in the visitor's language. */
export function productName(productId: ProductId, language: SiteLanguage): string {
  return PHRASES[language].names[productId][0];
}

/**
 * The suite a visitor names, in any of the site's languages (visitors write English names in every
 * one): the longest name found wins, so "Basic Full Song" is not read as "Basic Song". A suite name
 * that is one everyday word ("Collaboration") is not a name to look for.
 */
export function productMentioned(text: string): Product | null {
  const folded = foldForMatching(text);
  let best: { product: Product; length: number } | null = null;
  for (const product of PRODUCTS) {
    for (const language of SITE_LANGUAGES) {
      for (const alias of PHRASES[language].names[product.id as ProductId]) {
        // Chinese writes no spaces: a name is found inside the sentence, and two characters are a word, not a name.
        const han = HAN.test(alias);
        const needle = han ? alias : foldForMatching(alias);
        const isName = han ? alias.length > 2 : /[\s-]/.test(alias.trim());
        if (!isName || !(han ? text : folded).includes(needle)) continue;
        if (!best || needle.length > best.length) best = { product, length: needle.length };
      }
    }
  }
  return best?.product ?? null;
}

const HAN = /\p{Script=Han}/u;

/**
 * Lower case without Latin accents or Arabic vowel marks (Devanagari's vowel signs stay: they are
 * letters), Arabic's article dropped, single spaces, padded with one: how names are compared.
 */
function foldForMatching(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064B-\u065F\u0670]/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[أإآ]/g, 'ا')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean)
    .map((word) => word.replace(/^(?:وال|بال|لل|ال)(?=\p{L}{2})/u, ''));
  return ` ${words.join(' ')} `;
}

/** Every suite's names in every language as compared (folded), longest first. */
const SUITE_NAMES = [...new Set(SITE_LANGUAGES.flatMap((language) => Object.values(PHRASES[language].names).flat()))]
  .map((name) => (HAN.test(name) ? name : foldForMatching(name)))
  .sort((a, b) => b.length - a.length);

/**
 * The text, folded (lower case, no accents or punctuation), without the suites' names: what a
 * question asks, whichever suite it is about.
 */
export function withoutSuiteNames(text: string): string {
  return SUITE_NAMES.reduce((rest, name) => rest.replaceAll(name, ' '), foldForMatching(text));
}

/** The fact as sentences in the visitor's language; `productId`, when given, narrows a per-suite fact to that suite. */
export function renderFact(fact: KnowledgeFact, language: SiteLanguage, productId?: string): string {
  const p = PHRASES[language];
  const f = formatting(language);
  const chosen = findProduct(fact.productId ?? productId ?? '');
  const products = chosen ? [chosen] : PRODUCTS;
  const name = (product: Product) => p.names[product.id as ProductId][0];
  const days = (n: number) => p.days(n, f.count(n));
  const perSuite = (line: (product: Product) => string) => f.sentences(products.map(line));
  switch (fact.key) {
    case 'suites':
      return p.suites(f.list(PRODUCTS.map((product) => p.suite(name(product), f.money(product.pricePounds)))));
    case 'suite_price':
      return perSuite((product) => p.price(name(product), f.money(product.pricePounds)));
    case 'suite_includes':
      return perSuite((product) =>
        p.includes(
          name(product),
          f.list(product.featureKeys.map((key) => p.features[key] ?? key)),
          p.revisions(product.revisionsIncluded, f.count(product.revisionsIncluded)),
          days(product.deliveryDays),
        ),
      );
    case 'delivery_days':
      return perSuite((product) => p.delivery(name(product), days(product.deliveryDays)));
    case 'rush_price':
      return perSuite((product) =>
        product.rush
          ? p.rush(name(product), f.money(product.rush.pricePounds), days(product.rush.days))
          : p.noRush(name(product)),
      );
    case 'revisions':
      return perSuite((product) =>
        p.revisionTerms(
          name(product),
          p.revisions(product.revisionsIncluded, f.count(product.revisionsIncluded)),
          days(REVISION_DELIVERY_DAYS),
        ),
      );
    case 'referral_discount':
      return p.referral(f.percent(LIMITS.referralDiscountPercent));
    case 'occasion':
      return p.occasion(p.years(OCCASION_DATE_MAX_YEARS, f.count(OCCASION_DATE_MAX_YEARS)));
    case 'reveal':
      return p.reveal(days(REVEAL_LIMITS.maxAheadDays), f.count(REVEAL_LIMITS.messageMaxChars));
    case 'languages':
      return p.languages(f.list(SONG_LANGUAGES.map(f.languageName)));
    case 'genres':
      return p.genres(f.list([...GENRES]));
    case 'payment':
      return p.payment();
    case 'terms_revenue':
      return p.revenue(f.percent(TERMS.customerRevenuePercent), f.percent(TERMS.companyRevenuePercent));
    case 'terms_refunds':
      return p.refunds(days(TERMS.disputeDaysAfterDelivery));
    case 'terms_age':
      return p.age(f.count(TERMS.minimumAge));
    case 'business_hours':
      return p.hours(
        f.weekday(BUSINESS_HOURS.days[0]),
        f.weekday(BUSINESS_HOURS.days[BUSINESS_HOURS.days.length - 1] as number),
        f.time(BUSINESS_HOURS.openHour),
        f.time(BUSINESS_HOURS.closeHour),
      );
  }
}

/** Whether a fact is said per suite, so that the suite a visitor names narrows it. */
export const factIsPerSuite = (fact: KnowledgeFact): boolean =>
  ['suite_price', 'suite_includes', 'delivery_days', 'rush_price', 'revisions'].includes(fact.key);
