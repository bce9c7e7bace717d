import type { SiteLanguage } from '@storysong/core';

/**
 * Visitor questions for the assistant's benchmark and its accuracy test, phrased unlike the
 * knowledge base's entries (and some with typos), each with the entry it should find (and the suite
 * whose figures the answer must give) or `handover`.
 */
export interface BenchQuestion {
  language: SiteLanguage;
  question: string;
  expect: string;
  product?: string;
}

const HANDOVER = 'handover';

const q = (language: SiteLanguage, rows: [question: string, expect: string, product?: string][]): BenchQuestion[] =>
  rows.map(([question, expect, product]) => ({ language, question, expect, ...(product && { product }) }));

export const BENCH_QUESTIONS: readonly BenchQuestion[] = [
  ...q('en', [
    ['whats the price of the pro studio?', 'suite-price', 'pro-studio'],
    ['how quickly can I get Basic Song if I pay for express?', 'rush-delivery', 'basic-song'],
    ['how many days until my song is delivred', 'delivery-time'],
    ['can you make changes to the song once i hear it', 'revisions'],
    ['I have a promo code from a friend, how much off do I get?', 'referral-discount'],
    ['do you write songs in portugese?', 'languages'],
    ['is kizomba one of the styles?', 'genres'],
    ['can I pay with my credit card', 'payment'],
    ['I want my money back', 'refunds'],
    ['my son is fifteen, can he order?', 'minimum-age'],
    ['what are your opening hours', 'business-hours'],
    ['can i hear some sample songs first', 'examples'],
    ['I need to speak to a real person please', HANDOVER],
    ['can you fix my car engine', HANDOVER],
  ]),
  ...q('fr', [
    ["Combien coûte l'option express pour Basic Song ?", 'rush-delivery', 'basic-song'],
    ['quel est le prix de la chanson complète de base', 'suite-price', 'basic-full-song'],
    ['en combien de jours je reçois ma chanson ?', 'delivery-time'],
    ['je voudrais modifer les paroles après la livraison', 'revisions'],
    ["j'ai un code promo, c'est quelle remise ?", 'referral-discount'],
    ['vous chantez en arabe ?', 'languages'],
    ['quels styles de musique proposez-vous', 'genres'],
    ['je peux payer par carte bancaire ?', 'payment'],
    ['est-ce que je peux me faire rembourser', 'refunds'],
    ['quels sont vos horaires ?', 'business-hours'],
    ['qui touche les droits si la chanson passe sur spotify', 'revenue-split'],
    ['je veux parler à un humain', HANDOVER],
    ['quel temps fera-t-il demain à Lyon', HANDOVER],
  ]),
  ...q('es', [
    ['cuanto vale la cancion basica', 'suite-price', 'basic-song'],
    ['¿la entrega urgente del Pro Studio cuánto es?', 'rush-delivery', 'pro-studio'],
    ['cuántos días tardáis en entregar', 'delivery-time'],
    ['¿puedo pedir que cambien algo de la canción?', 'revisions'],
    ['tengo un cupón de descuento de un amigo', 'referral-discount'],
    ['¿hacéis canciones en hindi?', 'languages'],
    ['que generos musicales teneis', 'genres'],
    ['¿aceptáis tarjeta de débito?', 'payment'],
    ['quiero cancelar mi pedido', 'cancel-order'],
    ['¿a qué hora abrís?', 'business-hours'],
    ['quiero subir la canción a youtube, ¿puedo?', 'release-song'],
    ['quiero hablar con una persona', HANDOVER],
    ['¿me recomiendas un restaurante en Madrid?', HANDOVER],
  ]),
  ...q('pt', [
    ['qual é o preço do Producer Elite?', 'suite-price', 'producer-elite'],
    ['quanto custa a entrega rapida da canção básica', 'rush-delivery', 'basic-song'],
    ['quantos dias demora a entrega?', 'delivery-time'],
    ['posso pedir para alterar a canção depois?', 'revisions'],
    ['tenho um código de desconto de uma amiga', 'referral-discount'],
    ['escrevem canções em francês?', 'languages'],
    ['que estilos de música posso escolher', 'genres'],
    ['posso pagar com cartão?', 'payment'],
    ['quero o meu dinheiro de volta', 'refunds'],
    ['qual é o vosso horário?', 'business-hours'],
    ['recebo a letra da música?', 'lyrics'],
    ['quero falar com um atendente', HANDOVER],
    ['como se faz um bolo de chocolate', HANDOVER],
  ]),
  ...q('de', [
    ['was kostet pro studio', 'suite-price', 'pro-studio'],
    ['Expresslieferung für den Basis-Song – wie teuer?', 'rush-delivery', 'basic-song'],
    ['wie viele Tage dauert die Lieferung', 'delivery-time'],
    ['kann ich nachträglich etwas am Song ändern lassen?', 'revisions'],
    ['ich habe einen Gutschein-Code von einem Freund', 'referral-discount'],
    ['schreibt ihr auch Lieder auf Spanisch?', 'languages'],
    ['welche Musikrichtungen gibt es', 'genres'],
    ['kann ich mit Kreditkarte zahlen?', 'payment'],
    ['kann ich die Bestellung stornieren', 'cancel-order'],
    ['wann habt ihr geöffnet?', 'business-hours'],
    ['Darf ich den Song bei Spotify hochladen?', 'release-song'],
    ['ich möchte mit einem Mitarbeiter sprechen', HANDOVER],
    ['wie wird das Wetter morgen in Berlin', HANDOVER],
  ]),
  ...q('ar', [
    ['ما سعر برو ستوديو؟', 'suite-price', 'pro-studio'],
    ['كم تكلفة التسليم المستعجل للأغنية الأساسية', 'rush-delivery', 'basic-song'],
    ['متى تصل الأغنية بعد الدفع؟', 'delivery-time'],
    ['هل أستطيع تغيير شيء في الأغنية بعد استلامها', 'revisions'],
    ['عندي كود خصم من صديق', 'referral-discount'],
    ['هل تكتبون أغاني باللغة العربية؟', 'languages'],
    ['ما أنواع الموسيقى المتوفرة', 'genres'],
    ['هل يمكن الدفع ببطاقة الائتمان؟', 'payment'],
    ['أريد استرجاع أموالي', 'refunds'],
    ['ما هي ساعات العمل لديكم', 'business-hours'],
    ['هل أحصل على كلمات الاغنيه', 'lyrics'],
    ['أريد التحدث مع موظف', HANDOVER],
    ['ما عاصمة أستراليا', HANDOVER],
  ]),
  ...q('hi', [
    ['प्रो स्टूडियो का दाम क्या है?', 'suite-price', 'pro-studio'],
    ['बेसिक सॉन्ग की जल्दी डिलीवरी का खर्च कितना है', 'rush-delivery', 'basic-song'],
    ['गीत कितने दिनों में मिल जाएगा?', 'delivery-time'],
    ['क्या बाद में गीत में बदलाव करवा सकते हैं', 'revisions'],
    ['मेरे पास दोस्त का डिस्काउंट कोड है', 'referral-discount'],
    ['क्या आप हिंदी भाषा में गाना बनाते हैं?', 'languages'],
    ['कौन-कौन सी संगीत शैली मिलती है', 'genres'],
    ['क्या मैं कार्ड से पेमेंट कर सकता हूँ?', 'payment'],
    ['मुझे पैसे वापस चाहिए', 'refunds'],
    ['आपका ऑफ़िस किस समय खुला रहता है', 'business-hours'],
    ['ऑर्डर करने की न्यूनतम उम्र क्या है', 'minimum-age'],
    ['मुझे किसी इंसान से बात करनी है', HANDOVER],
    ['आज क्रिकेट मैच का स्कोर क्या है', HANDOVER],
  ]),
  ...q('zh', [
    ['专业录音室套餐价格是多少？', 'suite-price', 'pro-studio'],
    ['基础歌曲加急要多少钱', 'rush-delivery', 'basic-song'],
    ['付款后几天能交付？', 'delivery-time'],
    ['收到歌以后还能改吗', 'revisions'],
    ['朋友给了我一个优惠码', 'referral-discount'],
    ['可以用中文写歌吗？', 'languages'],
    ['有哪些音乐风格可选', 'genres'],
    ['能用信用卡付款吗？', 'payment'],
    ['我想退款', 'refunds'],
    ['你们几点上班？', 'business-hours'],
    ['能先听听你们做过的作品吗', 'examples'],
    ['我要转人工', HANDOVER],
    ['明天北京天气怎么样', HANDOVER],
  ]),
];
