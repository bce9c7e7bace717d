import type { KnowledgeEntryData, KnowledgeFactKey, SiteLanguage } from '@storysong/core';

/** One language's wording: the question, the answer's words (its figures come from the fact), other ways to ask. */
type Wording = readonly [question: string, answer: string, keywords: string];

interface SeedEntry {
  id: string;
  entry: KnowledgeEntryData;
}

function entry(
  id: string,
  link: KnowledgeEntryData['link'],
  fact: KnowledgeFactKey | null,
  wordings: Record<SiteLanguage, Wording>,
): SeedEntry {
  const translations = Object.fromEntries(
    Object.entries(wordings).map(([language, [question, answer, keywords]]) => [language, { question, answer, keywords }]),
  ) as KnowledgeEntryData['translations'];
  return { id, entry: { link, fact: fact ? { key: fact } : null, translations } };
}

/**
 * The knowledge base a new site starts with, in the site's eight languages; staff edit it in the
 * back office. The answers hold no figure: each figure is a fact rendered from core as it answers.
 */
export const SEED_KNOWLEDGE: readonly SeedEntry[] = [
  entry('suites', '/products/people', 'suites', {
    en: [
      'What song suites do you offer?',
      'Each suite is a song written from your story.',
      'packages options products offer sell choose which plans range list',
    ],
    fr: [
      'Quelles formules proposez-vous ?',
      'Chaque formule est une chanson écrite à partir de votre histoire.',
      'offres forfaits produits choix gamme liste vendez',
    ],
    es: [
      '¿Qué paquetes ofrecéis?',
      'Cada paquete es una canción escrita a partir de tu historia.',
      'ofertas opciones productos planes elegir gama lista vendéis',
    ],
    pt: [
      'Que pacotes oferecem?',
      'Cada pacote é uma canção escrita a partir da sua história.',
      'ofertas opções produtos planos escolher gama lista vendem',
    ],
    de: [
      'Welche Pakete bieten Sie an?',
      'Jedes Paket ist ein Song, geschrieben aus Ihrer Geschichte.',
      'Angebote Optionen Produkte Auswahl Sortiment Liste verkaufen',
    ],
    ar: ['ما الباقات التي تقدمونها؟', 'كل باقة أغنية مكتوبة من قصتك.', 'عروض خيارات منتجات اختيار قائمة تبيعون انواع'],
    hi: ['आप कौन-कौन से पैकेज देते हैं?', 'हर पैकेज आपकी कहानी से लिखा गया एक गीत है।', 'विकल्प प्रोडक्ट ऑफ़र सूची चुनें प्लान'],
    zh: ['你们提供哪些套餐？', '每个套餐都是根据您的故事创作的一首歌。', '产品 选择 种类 方案 有哪些 列表 出售'],
  }),
  entry('suite-price', '/products/people', 'suite_price', {
    en: ['How much does a song cost?', '', 'price prices cost costs pricing expensive cheap pay fee how much pounds'],
    fr: ['Combien coûte une chanson ?', '', 'prix tarif tarifs coût cher payer montant combien'],
    es: ['¿Cuánto cuesta una canción?', '', 'precio precios coste costo tarifa caro barato pagar cuánto vale'],
    pt: ['Quanto custa uma canção?', '', 'preço preços custo tarifa caro barato pagar quanto valor'],
    de: ['Wie viel kostet ein Song?', '', 'Preis Preise Kosten kostet teuer günstig bezahlen Betrag'],
    ar: ['كم سعر الأغنية؟', '', 'سعر اسعار تكلفة ثمن كم يكلف غالي رخيص ادفع'],
    hi: ['एक गीत की कीमत कितनी है?', '', 'कीमत दाम मूल्य खर्च पैसे शुल्क लागत सस्ता महंगा'],
    zh: ['一首歌多少钱？', '', '价格 价钱 费用 多少钱 收费 贵 便宜 报价'],
  }),
  entry('suite-includes', '/products/people', 'suite_includes', {
    en: ['What is included in a suite?', '', 'include includes get receive comes with contents features what do i get'],
    fr: ['Que comprend une formule ?', '', 'inclus compris contenu recevoir obtenir avec quoi'],
    es: ['¿Qué incluye un paquete?', '', 'incluido recibir obtener contenido viene con qué trae'],
    pt: ['O que inclui um pacote?', '', 'incluído receber obter conteúdo vem com traz'],
    de: ['Was ist in einem Paket enthalten?', '', 'enthalten inklusive bekomme erhalte Umfang Leistungen dabei'],
    ar: ['ماذا تشمل الباقة؟', '', 'يشمل تتضمن احصل محتوى مزايا مميزات ماذا اخذ'],
    hi: ['पैकेज में क्या शामिल है?', '', 'शामिल मिलता मिलेगा सुविधाएं क्या मिलेगा'],
    zh: ['套餐包含什么？', '', '包括 包含 内容 得到 提供 有什么'],
  }),
  entry('delivery-time', '/products/people', 'delivery_days', {
    en: [
      'How long does it take to get my song?',
      '',
      'delivery delivered deliver time long days wait when ready receive turnaround soon after payment',
    ],
    fr: [
      'Combien de temps faut-il pour recevoir ma chanson ?',
      '',
      'délai livraison livrée durée jours attendre quand prête recevoir reçois reçoit temps',
    ],
    es: ['¿Cuánto tarda en llegar mi canción?', '', 'plazo entrega tiempo días esperar cuándo lista recibir tardáis'],
    pt: ['Quanto tempo demora a receber a minha canção?', '', 'prazo entrega tempo dias esperar quando pronta receber demoram'],
    de: ['Wie lange dauert es, bis ich meinen Song bekomme?', '', 'Lieferzeit Dauer Tage warten wann fertig erhalten Lieferung'],
    ar: ['كم يستغرق وصول أغنيتي؟', '', 'مدة التسليم وقت ايام انتظار متى جاهزة تصل يصل وصول استلام بعد الدفع'],
    hi: ['मेरा गीत मिलने में कितना समय लगता है?', '', 'डिलीवरी समय दिन दिनों कब तैयार मिल मिलेगा मिलता इंतज़ार'],
    zh: ['多久能收到我的歌？', '', '交付 时间 几天 多长时间 什么时候 完成 等待 收到'],
  }),
  entry('rush-delivery', '/products/people', 'rush_price', {
    en: ['How much is rush delivery?', '', 'rush express faster quick urgent hurry sooner speed fast-track quicker'],
    fr: ["Combien coûte l'option express ?", '', 'express rapide urgent vite accélérer livraison rapide plus tôt'],
    es: ['¿Cuánto cuesta la entrega urgente?', '', 'urgente exprés rápido rápida prisa antes acelerar'],
    pt: ['Quanto custa a entrega urgente?', '', 'urgente expresso rápido rápida pressa antes acelerar'],
    de: ['Was kostet die Expresslieferung?', '', 'Express schnell schneller eilig dringend früher beschleunigen Eillieferung'],
    ar: ['كم سعر التسليم السريع؟', '', 'سريع مستعجل عاجل اسرع استعجال تسريع'],
    hi: ['रश डिलीवरी की कीमत कितनी है?', '', 'रश जल्दी तेज़ एक्सप्रेस जल्द फास्ट तुरंत'],
    zh: ['加急交付多少钱？', '', '加急 加快 快速 急 尽快 提前 更快'],
  }),
  entry('revisions', '/products/people', 'revisions', {
    en: [
      'Can I ask for changes after delivery?',
      'Yes: from your order page you can ask us to revise the song.',
      'revision revisions change changes edit modify fix redo adjust tweak',
    ],
    fr: [
      'Puis-je demander des modifications après la livraison ?',
      'Oui : depuis la page de votre commande, vous pouvez nous demander de réviser la chanson.',
      'révision modifier modification changer corriger retoucher ajuster',
    ],
    es: [
      '¿Puedo pedir cambios después de la entrega?',
      'Sí: desde la página de tu pedido puedes pedirnos que revisemos la canción.',
      'revisión revisiones cambiar cambio modificar corregir ajustar retocar',
    ],
    pt: [
      'Posso pedir alterações depois da entrega?',
      'Sim: na página da sua encomenda pode pedir-nos que revejamos a canção.',
      'revisão revisões alterar alteração mudar modificar corrigir ajustar',
    ],
    de: [
      'Kann ich nach der Lieferung Änderungen wünschen?',
      'Ja: Auf der Seite Ihrer Bestellung können Sie eine Überarbeitung anfragen.',
      'Überarbeitung Änderung ändern nachträglich korrigieren anpassen nachbessern Korrektur',
    ],
    ar: [
      'هل يمكنني طلب تعديلات بعد التسليم؟',
      'نعم: من صفحة طلبك يمكنك أن تطلب منا تعديل الأغنية.',
      'تعديل تعديلات تغيير اصلاح مراجعة تصحيح',
    ],
    hi: [
      'क्या डिलीवरी के बाद मैं बदलाव माँग सकता हूँ?',
      'हाँ: अपने ऑर्डर पेज से आप हमसे गीत में संशोधन माँग सकते हैं।',
      'संशोधन बदलाव बदलना सुधार ठीक रिवीज़न एडिट',
    ],
    zh: ['交付后我可以要求修改吗？', '可以：在您的订单页面即可请我们修改歌曲。', '修改 改动 调整 更改 改 修订 收到 以后 之后'],
  }),
  entry('not-happy', '/products/people', 'revisions', {
    en: [
      "What if I don't like my song?",
      'Tell us what you would change: your suite includes revisions.',
      'dislike unhappy disappointed not satisfied wrong bad hate',
    ],
    fr: [
      'Et si ma chanson ne me plaît pas ?',
      'Dites-nous ce que vous changeriez : votre formule comprend des révisions.',
      'déçu mécontent satisfait aime pas mauvaise',
    ],
    es: [
      '¿Y si no me gusta mi canción?',
      'Dinos qué cambiarías: tu paquete incluye revisiones.',
      'decepcionado insatisfecho gusta mala contento',
    ],
    pt: [
      'E se eu não gostar da minha canção?',
      'Diga-nos o que mudaria: o seu pacote inclui revisões.',
      'desiludido insatisfeito gostar má contente',
    ],
    de: [
      'Was, wenn mir mein Song nicht gefällt?',
      'Sagen Sie uns, was Sie ändern möchten: Ihr Paket umfasst Überarbeitungen.',
      'gefällt enttäuscht unzufrieden schlecht mag',
    ],
    ar: ['ماذا لو لم تعجبني أغنيتي؟', 'أخبرنا بما تريد تغييره: باقتك تشمل تعديلات.', 'لم تعجبني غير راض سيئة خيبة'],
    hi: ['अगर मुझे मेरा गीत पसंद न आए तो?', 'बताइए आप क्या बदलना चाहेंगे: आपके पैकेज में संशोधन शामिल हैं।', 'पसंद नाखुश निराश ख़राब अच्छा नहीं'],
    zh: ['如果我不喜欢我的歌怎么办？', '告诉我们您想改什么：您的套餐包含修改次数。', '不喜欢 不满意 失望 不好'],
  }),
  entry('referral-discount', '/affiliate', 'referral_discount', {
    en: [
      'How does a referral code discount work?',
      'Enter the code when you order.',
      'referral code discount coupon promo voucher reduction off cheaper',
    ],
    fr: [
      'Comment fonctionne la réduction avec un code de parrainage ?',
      'Saisissez le code lors de la commande.',
      'parrainage code réduction remise coupon promo rabais',
    ],
    es: [
      '¿Cómo funciona el descuento con código de referido?',
      'Introduce el código al hacer el pedido.',
      'referido código descuento cupón promoción rebaja',
    ],
    pt: [
      'Como funciona o desconto com código de referência?',
      'Introduza o código ao encomendar.',
      'referência código desconto cupão promoção',
    ],
    de: [
      'Wie funktioniert der Rabatt mit Empfehlungscode?',
      'Geben Sie den Code bei der Bestellung ein.',
      'Empfehlungscode Code Rabatt Gutschein Ermäßigung Nachlass Promo',
    ],
    ar: ['كيف يعمل خصم رمز الإحالة؟', 'أدخل الرمز عند الطلب.', 'احاله رمز كود خصم قسيمة تخفيض كوبون'],
    hi: ['रेफ़रल कोड से छूट कैसे मिलती है?', 'ऑर्डर करते समय कोड डालें।', 'रेफ़रल कोड छूट डिस्काउंट कूपन प्रोमो'],
    zh: ['推荐码优惠怎么用？', '下单时输入推荐码即可。', '推荐码 优惠 折扣 优惠码 代码 减价 朋友'],
  }),
  entry('occasion', '/products/people', 'occasion', {
    en: [
      'Can my song be ready for a special date?',
      'When you order, tell us what the song is for.',
      'occasion birthday wedding anniversary date deadline event in time party',
    ],
    fr: [
      'Ma chanson peut-elle être prête pour une date précise ?',
      'Lors de la commande, dites-nous pour quelle occasion est la chanson.',
      'occasion anniversaire mariage date fête événement temps',
    ],
    es: [
      '¿Puede estar lista mi canción para una fecha concreta?',
      'Al hacer el pedido, dinos para qué es la canción.',
      'ocasión cumpleaños boda aniversario fecha fiesta evento tiempo',
    ],
    pt: [
      'A minha canção pode estar pronta para uma data especial?',
      'Ao encomendar, diga-nos para que é a canção.',
      'ocasião aniversário casamento data festa evento tempo',
    ],
    de: [
      'Kann mein Song zu einem bestimmten Datum fertig sein?',
      'Sagen Sie uns bei der Bestellung, wofür der Song ist.',
      'Anlass Geburtstag Hochzeit Jahrestag Datum Termin Feier rechtzeitig',
    ],
    ar: [
      'هل يمكن أن تكون أغنيتي جاهزة لموعد خاص؟',
      'عند الطلب أخبرنا بمناسبة الأغنية.',
      'مناسبه عيد ميلاد زفاف ذكرى تاريخ موعد حفل',
    ],
    hi: [
      'क्या मेरा गीत किसी ख़ास तारीख़ तक तैयार हो सकता है?',
      'ऑर्डर करते समय बताइए कि गीत किस अवसर के लिए है।',
      'अवसर जन्मदिन शादी सालगिरह तारीख़ मौक़ा समय पर',
    ],
    zh: ['我的歌能在特定日期前完成吗？', '下单时告诉我们这首歌的用途。', '场合 生日 婚礼 纪念日 日期 活动 赶上 及时'],
  }),
  entry('reveal', '/products/people', 'reveal', {
    en: [
      'Can I choose when the person receives the song?',
      'It makes a lovely surprise.',
      'reveal surprise schedule gift send later time recipient',
    ],
    fr: [
      'Puis-je choisir quand la personne reçoit la chanson ?',
      'Une belle surprise.',
      'révélation surprise programmer cadeau envoyer plus tard destinataire',
    ],
    es: [
      '¿Puedo elegir cuándo recibe la canción la otra persona?',
      'Es una sorpresa preciosa.',
      'revelación sorpresa programar regalo enviar después destinatario',
    ],
    pt: [
      'Posso escolher quando a pessoa recebe a canção?',
      'É uma bela surpresa.',
      'revelação surpresa agendar presente enviar depois destinatário',
    ],
    de: [
      'Kann ich wählen, wann die Person den Song bekommt?',
      'Eine schöne Überraschung.',
      'Überraschung planen Geschenk später senden Empfänger Enthüllung',
    ],
    ar: ['هل يمكنني اختيار متى يستلم الشخص الأغنية؟', 'إنها مفاجأة جميلة.', 'مفاجاه هديه جدوله ارسال لاحقا المستلم كشف'],
    hi: ['क्या मैं चुन सकता हूँ कि व्यक्ति को गीत कब मिले?', 'यह एक प्यारा सरप्राइज़ बनता है।', 'सरप्राइज़ उपहार तोहफ़ा शेड्यूल बाद में भेजें'],
    zh: ['我可以选择对方什么时候收到歌吗？', '这会是一个美好的惊喜。', '惊喜 礼物 定时 发送 稍后 揭晓 收礼人'],
  }),
  entry('languages', '/products/people', 'languages', {
    en: [
      'Which languages can you write songs in?',
      '',
      'language languages english french spanish arabic hindi chinese german portuguese sing',
    ],
    fr: [
      'Dans quelles langues écrivez-vous les chansons ?',
      '',
      'langue langues anglais français espagnol arabe hindi chinois allemand portugais chanter',
    ],
    es: [
      '¿En qué idiomas escribís canciones?',
      '',
      'idioma idiomas lengua inglés francés español árabe hindi chino alemán portugués cantar hacéis',
    ],
    pt: [
      'Em que línguas escrevem canções?',
      '',
      'língua línguas idioma inglês francês espanhol português árabe hindi chinês alemão cantar',
    ],
    de: [
      'In welchen Sprachen schreiben Sie Songs?',
      '',
      'Sprache Sprachen Englisch Französisch Spanisch Deutsch Arabisch Hindi Chinesisch Portugiesisch singen',
    ],
    ar: [
      'بأي اللغات تكتبون الأغاني؟',
      '',
      'لغه لغات العربيه الانجليزيه الفرنسيه الاسبانيه الالمانيه البرتغاليه الهنديه الصينيه غناء',
    ],
    hi: ['आप किन भाषाओं में गीत लिखते हैं?', '', 'भाषा भाषाएं हिंदी अंग्रेज़ी फ़्रेंच स्पेनिश अरबी चीनी जर्मन पुर्तगाली गाना'],
    zh: ['你们能用哪些语言写歌？', '', '语言 中文 英语 法语 西班牙语 阿拉伯语 德语 葡萄牙语 印地语 唱 语种'],
  }),
  entry('genres', '/products/people', 'genres', {
    en: [
      'Which music genres can I choose?',
      'You choose the genre in the order form.',
      'genre genres style styles music type afrobeats amapiano kizomba pop rap reggaeton',
    ],
    fr: [
      'Quels genres musicaux puis-je choisir ?',
      'Vous choisissez le genre dans le formulaire de commande.',
      'genre genres style styles musique type',
    ],
    es: [
      '¿Qué géneros musicales puedo elegir?',
      'Eliges el género en el formulario del pedido.',
      'género géneros estilo estilos música tipo',
    ],
    pt: [
      'Que géneros musicais posso escolher?',
      'Escolhe o género no formulário da encomenda.',
      'género géneros estilo estilos música tipo',
    ],
    de: [
      'Welche Musikgenres kann ich wählen?',
      'Sie wählen das Genre im Bestellformular.',
      'Genre Genres Stil Stile Musikrichtung Musik Art',
    ],
    ar: [
      'ما الأنماط الموسيقية التي يمكنني اختيارها؟',
      'تختار النمط في نموذج الطلب.',
      'نمط انماط نوع انواع موسيقى اسلوب متوفره متاحه',
    ],
    hi: ['मैं कौन-सी संगीत शैलियाँ चुन सकता हूँ?', 'शैली आप ऑर्डर फ़ॉर्म में चुनते हैं।', 'शैली संगीत स्टाइल जॉनर प्रकार'],
    zh: ['可以选哪些音乐风格？', '您在下单表单中选择风格。', '风格 曲风 类型 音乐 流派'],
  }),
  entry('other-genre', '/products/people', 'genres', {
    en: [
      "Can you do a genre that isn't on the list?",
      'The order form offers the genres below; for another style, ask a member of the team.',
      'another different other style not listed mix blend',
    ],
    fr: [
      "Pouvez-vous faire un genre qui n'est pas dans la liste ?",
      "Le formulaire propose les genres ci-dessous ; pour un autre style, demandez à un membre de l'équipe.",
      'autre différent style absent mélange',
    ],
    es: [
      '¿Podéis hacer un género que no está en la lista?',
      'El formulario ofrece los géneros de abajo; para otro estilo, pregunta a alguien del equipo.',
      'otro diferente estilo mezcla',
    ],
    pt: [
      'Podem fazer um género que não está na lista?',
      'O formulário oferece os géneros abaixo; para outro estilo, pergunte a alguém da equipa.',
      'outro diferente estilo mistura',
    ],
    de: [
      'Geht auch ein Genre, das nicht in der Liste steht?',
      'Das Formular bietet die Genres unten; für einen anderen Stil fragen Sie unser Team.',
      'anderes anderer Stil Mischung fehlt',
    ],
    ar: [
      'هل يمكنكم عمل نمط غير موجود في القائمة؟',
      'يعرض النموذج الأنماط التالية؛ ولأسلوب آخر اسأل أحد أعضاء الفريق.',
      'اخر مختلف غير موجود مزج',
    ],
    hi: [
      'क्या आप सूची से बाहर की कोई शैली बना सकते हैं?',
      'फ़ॉर्म में नीचे दी गई शैलियाँ हैं; किसी और स्टाइल के लिए टीम से पूछें।',
      'दूसरी अलग बाहर मिश्रण',
    ],
    zh: ['可以做列表里没有的风格吗？', '表单提供以下风格；想要其他风格请咨询我们的团队。', '其他 别的 不同 列表 没有 混合'],
  }),
  entry('payment', '/products/people', 'payment', {
    en: ['How do I pay?', '', 'payment pay card credit debit stripe methods checkout currency'],
    fr: ['Comment puis-je payer ?', '', 'paiement payer carte bancaire crédit stripe moyens devise'],
    es: ['¿Cómo puedo pagar?', '', 'pago pagar tarjeta crédito débito stripe métodos moneda'],
    pt: ['Como posso pagar?', '', 'pagamento pagar cartão crédito débito stripe métodos moeda'],
    de: ['Wie kann ich bezahlen?', '', 'Zahlung bezahlen Karte Kreditkarte Stripe Zahlungsmethoden Währung'],
    ar: ['كيف أدفع؟', '', 'دفع الدفع بطاقه ائتمان stripe طرق عمله'],
    hi: ['मैं भुगतान कैसे करूँ?', '', 'भुगतान पेमेंट कार्ड क्रेडिट डेबिट stripe तरीका मुद्रा'],
    zh: ['怎么付款？', '', '付款 支付 银行卡 信用卡 stripe 方式 货币'],
  }),
  entry('revenue-split', '/terms', 'terms_revenue', {
    en: [
      'Who earns the money if my song makes revenue?',
      '',
      'revenue royalties earnings income streaming spotify money split share commercial own owns ownership rights',
    ],
    fr: [
      'Qui touche les revenus si ma chanson rapporte ?',
      '',
      'revenus droits redevances streaming spotify argent partage commercial',
    ],
    es: [
      '¿Quién gana el dinero si mi canción genera ingresos?',
      '',
      'ingresos regalías ganancias streaming spotify dinero reparto comercial',
    ],
    pt: [
      'Quem recebe o dinheiro se a minha canção gerar receitas?',
      '',
      'receitas direitos royalties ganhos streaming spotify dinheiro divisão comercial',
    ],
    de: [
      'Wer verdient, wenn mein Song Einnahmen bringt?',
      '',
      'Einnahmen Tantiemen Erlöse Streaming Spotify Geld Aufteilung kommerziell',
    ],
    ar: ['من يحصل على المال إذا حققت أغنيتي إيرادات؟', '', 'ايرادات ارباح عائدات بث سبوتيفاي مال تقسيم تجاري'],
    hi: ['अगर मेरे गीत से कमाई हो तो पैसा किसे मिलेगा?', '', 'कमाई आय रॉयल्टी स्ट्रीमिंग स्पॉटिफ़ाई पैसा बँटवारा'],
    zh: ['如果我的歌赚钱了，收入归谁？', '', '收入 版税 分成 赚钱 流媒体 商业 分配'],
  }),
  entry('release-song', '/terms', 'terms_revenue', {
    en: [
      'Can I release my song on streaming platforms?',
      'Yes, you may release it, crediting us as the terms ask.',
      'release publish upload youtube spotify apple music platforms distribute',
    ],
    fr: [
      'Puis-je publier ma chanson sur les plateformes de streaming ?',
      'Oui, vous pouvez la publier en nous créditant comme le prévoient les conditions.',
      'publier sortir mettre en ligne youtube spotify plateformes diffuser',
    ],
    es: [
      '¿Puedo publicar mi canción en plataformas de streaming?',
      'Sí, puedes publicarla, citándonos como piden las condiciones.',
      'publicar lanzar subir youtube spotify plataformas distribuir',
    ],
    pt: [
      'Posso lançar a minha canção nas plataformas de streaming?',
      'Sim, pode lançá-la, creditando-nos como os termos pedem.',
      'lançar publicar carregar youtube spotify plataformas distribuir',
    ],
    de: [
      'Darf ich meinen Song auf Streaming-Plattformen veröffentlichen?',
      'Ja, Sie dürfen ihn veröffentlichen und nennen uns, wie es die Bedingungen verlangen.',
      'veröffentlichen hochladen YouTube Spotify Plattformen vertreiben',
    ],
    ar: [
      'هل يمكنني نشر أغنيتي على منصات البث؟',
      'نعم، يمكنك نشرها مع ذكرنا كما تطلب الشروط.',
      'نشر رفع يوتيوب سبوتيفاي منصات توزيع اصدار',
    ],
    hi: [
      'क्या मैं अपना गीत स्ट्रीमिंग प्लेटफ़ॉर्म पर रिलीज़ कर सकता हूँ?',
      'हाँ, आप इसे रिलीज़ कर सकते हैं, शर्तों के अनुसार हमें श्रेय देते हुए।',
      'रिलीज़ प्रकाशित अपलोड यूट्यूब स्पॉटिफ़ाई प्लेटफ़ॉर्म',
    ],
    zh: ['我可以把歌发布到流媒体平台吗？', '可以发布，但需按条款注明我们的署名。', '发布 上传 发行 平台 流媒体 网易云 spotify'],
  }),
  entry('credits', '/terms', null, {
    en: [
      'Do I have to credit you on the song?',
      'Yes: the terms ask you to credit the company as songwriter, artist, composer and producer.',
      'credit credits name mention songwriter composer producer attribution',
    ],
    fr: [
      'Dois-je vous créditer sur la chanson ?',
      "Oui : les conditions vous demandent de créditer l'entreprise comme parolière, artiste, compositrice et productrice.",
      'crédit créditer mentionner nom auteur compositeur producteur',
    ],
    es: [
      '¿Tengo que mencionaros en los créditos de la canción?',
      'Sí: las condiciones piden acreditar a la empresa como autora, artista, compositora y productora.',
      'créditos acreditar mencionar nombre autor compositor productor',
    ],
    pt: [
      'Tenho de vos creditar na canção?',
      'Sim: os termos pedem que credite a empresa como autora, artista, compositora e produtora.',
      'créditos creditar mencionar nome autor compositor produtor',
    ],
    de: [
      'Muss ich Sie beim Song nennen?',
      'Ja: Die Bedingungen verlangen, das Unternehmen als Songwriter, Künstler, Komponist und Produzent zu nennen.',
      'Nennung Credits nennen Namen Songwriter Komponist Produzent',
    ],
    ar: [
      'هل يجب أن أذكركم في حقوق الأغنية؟',
      'نعم: تطلب الشروط ذكر الشركة بصفتها كاتبة الأغنية والفنانة والملحنة والمنتجة.',
      'ذكر حقوق اسم كاتب ملحن منتج نسب',
    ],
    hi: [
      'क्या मुझे गीत पर आपको श्रेय देना होगा?',
      'हाँ: शर्तों के अनुसार कंपनी को गीतकार, कलाकार, संगीतकार और निर्माता के रूप में श्रेय देना होता है।',
      'श्रेय क्रेडिट नाम गीतकार संगीतकार निर्माता',
    ],
    zh: [
      '我需要在歌曲上为你们署名吗？',
      '需要：条款要求您将本公司署名为词作者、艺人、作曲者和制作人。',
      '署名 致谢 名字 词作者 作曲 制作人',
    ],
  }),
  entry('refunds', '/terms', 'terms_refunds', {
    en: ['Can I get a refund?', '', 'refund money back cancel cancellation return reimburse dispute'],
    fr: ['Puis-je être remboursé ?', '', 'remboursement rembourser annuler annulation récupérer argent contestation'],
    es: ['¿Puedo pedir un reembolso?', '', 'reembolso devolución devolver dinero cancelar reclamación'],
    pt: ['Posso pedir um reembolso?', '', 'reembolso devolução devolver dinheiro de volta cancelar contestação'],
    de: ['Bekomme ich mein Geld zurück?', '', 'Rückerstattung Geld zurück erstatten stornieren Stornierung Reklamation'],
    ar: ['هل يمكنني استرداد المبلغ؟', '', 'استرداد استرجاع المال الغاء ارجاع اعتراض'],
    hi: ['क्या मुझे रिफ़ंड मिल सकता है?', '', 'रिफ़ंड पैसे वापस रद्द कैंसल लौटाना'],
    zh: ['可以退款吗？', '', '退款 退钱 取消 退还 争议'],
  }),
  entry('cancel-order', '/terms', 'terms_refunds', {
    en: [
      'Can I cancel my order?',
      'If work has not begun, contact us straight away.',
      'cancel cancellation stop order changed mind',
    ],
    fr: [
      'Puis-je annuler ma commande ?',
      "Si le travail n'a pas commencé, contactez-nous sans attendre.",
      'annuler annulation arrêter commande changé avis',
    ],
    es: [
      '¿Puedo cancelar mi pedido?',
      'Si el trabajo no ha empezado, escríbenos enseguida.',
      'cancelar cancelación anular pedido cambiado opinión',
    ],
    pt: [
      'Posso cancelar a minha encomenda?',
      'Se o trabalho ainda não começou, contacte-nos de imediato.',
      'cancelar cancelamento anular encomenda mudei ideia',
    ],
    de: [
      'Kann ich meine Bestellung stornieren?',
      'Hat die Arbeit noch nicht begonnen, melden Sie sich sofort bei uns.',
      'stornieren Stornierung abbrechen Bestellung widerrufen',
    ],
    ar: ['هل يمكنني إلغاء طلبي؟', 'إذا لم يبدأ العمل بعد، تواصل معنا فورًا.', 'الغاء ايقاف طلب تراجع'],
    hi: ['क्या मैं अपना ऑर्डर रद्द कर सकता हूँ?', 'अगर काम शुरू नहीं हुआ है, तो तुरंत हमसे संपर्क करें।', 'रद्द कैंसल ऑर्डर रोकना'],
    zh: ['我可以取消订单吗？', '如果工作尚未开始，请立即联系我们。', '取消 订单 撤销 不要了'],
  }),
  entry('minimum-age', '/terms', 'terms_age', {
    en: [
      'Is there a minimum age to order?',
      '',
      'age old minimum young teenager teen child children kid kids son daughter under minor years',
    ],
    fr: ['Y a-t-il un âge minimum pour commander ?', '', 'âge minimum jeune mineur adolescent ans'],
    es: ['¿Hay una edad mínima para pedir?', '', 'edad mínima joven menor adolescente años'],
    pt: ['Há uma idade mínima para encomendar?', '', 'idade mínima jovem menor adolescente anos'],
    de: ['Gibt es ein Mindestalter für Bestellungen?', '', 'Alter Mindestalter jung minderjährig Jugendliche Jahre'],
    ar: ['هل هناك حد أدنى للعمر للطلب؟', '', 'عمر سن الحد الادنى صغير قاصر'],
    hi: ['क्या ऑर्डर के लिए न्यूनतम उम्र है?', '', 'उम्र आयु न्यूनतम नाबालिग किशोर साल'],
    zh: ['下单有年龄限制吗？', '', '年龄 限制 未成年 最低 岁'],
  }),
  entry('business-hours', '/contact', 'business_hours', {
    en: [
      'When is your team available?',
      'We typically respond to inquiries within a business day.',
      'hours opening open office business available working times weekend',
    ],
    fr: [
      'Quand votre équipe est-elle disponible ?',
      'Nous répondons en général sous un jour ouvré.',
      'horaires ouverture ouvert bureau disponible heures week-end',
    ],
    es: [
      '¿Cuándo está disponible vuestro equipo?',
      'Solemos responder en un día laborable.',
      'horario apertura abierto oficina disponible horas fin de semana',
    ],
    pt: [
      'Quando está disponível a vossa equipa?',
      'Respondemos normalmente num dia útil.',
      'horário abertura aberto escritório disponível horas fim de semana',
    ],
    de: [
      'Wann ist Ihr Team erreichbar?',
      'Wir antworten in der Regel innerhalb eines Werktags.',
      'Öffnungszeiten geöffnet Büro erreichbar Uhrzeiten Wochenende Geschäftszeiten',
    ],
    ar: ['متى يكون فريقكم متاحًا؟', 'نرد عادة خلال يوم عمل.', 'ساعات العمل مفتوح دوام متاح اوقات عطله'],
    hi: ['आपकी टीम कब उपलब्ध रहती है?', 'हम आम तौर पर एक कार्यदिवस में जवाब देते हैं।', 'समय खुला ऑफ़िस उपलब्ध घंटे वीकेंड काम'],
    zh: ['你们团队什么时候在线？', '我们通常在一个工作日内回复。', '营业时间 上班 办公 在线 时间 周末 工作日'],
  }),
  entry('how-it-works', '/', null, {
    en: [
      'How does it work?',
      'Choose a suite, tell us your story in the order form (a voice note and a photo are welcome), and pay. Our team writes and records the song, and you follow it on your private order page.',
      'process steps order start begin works how do i',
    ],
    fr: [
      'Comment ça marche ?',
      'Choisissez une formule, racontez-nous votre histoire dans le formulaire (une note vocale et une photo sont les bienvenues), puis payez. Notre équipe écrit et enregistre la chanson, et vous la suivez sur la page privée de votre commande.',
      'fonctionnement étapes commander commencer processus',
    ],
    es: [
      '¿Cómo funciona?',
      'Elige un paquete, cuéntanos tu historia en el formulario (una nota de voz y una foto son bienvenidas) y paga. Nuestro equipo escribe y graba la canción, y tú la sigues en la página privada de tu pedido.',
      'funcionamiento pasos pedir empezar proceso',
    ],
    pt: [
      'Como funciona?',
      'Escolha um pacote, conte-nos a sua história no formulário (uma nota de voz e uma foto são bem-vindas) e pague. A nossa equipa escreve e grava a canção, e acompanha-a na página privada da sua encomenda.',
      'funcionamento passos encomendar começar processo',
    ],
    de: [
      'Wie funktioniert das?',
      'Wählen Sie ein Paket, erzählen Sie uns im Bestellformular Ihre Geschichte (eine Sprachnachricht und ein Foto sind willkommen) und bezahlen Sie. Unser Team schreibt und nimmt den Song auf, und Sie verfolgen ihn auf Ihrer privaten Bestellseite.',
      'Ablauf Schritte bestellen anfangen Prozess',
    ],
    ar: [
      'كيف تعمل الخدمة؟',
      'اختر باقة، واحكِ لنا قصتك في نموذج الطلب (يسعدنا تسجيل صوتي وصورة)، ثم ادفع. يكتب فريقنا الأغنية ويسجلها، وتتابعها على صفحة طلبك الخاصة.',
      'طريقه خطوات طلب ابدا عمليه',
    ],
    hi: [
      'यह कैसे काम करता है?',
      'एक पैकेज चुनें, ऑर्डर फ़ॉर्म में अपनी कहानी बताएँ (वॉइस नोट और फ़ोटो का स्वागत है), और भुगतान करें। हमारी टीम गीत लिखती और रिकॉर्ड करती है, और आप अपने निजी ऑर्डर पेज पर उसे देखते रहते हैं।',
      'प्रक्रिया कदम ऑर्डर शुरू तरीका',
    ],
    zh: [
      '流程是怎样的？',
      '选择一个套餐，在下单表单中讲述您的故事（欢迎附上语音和照片），然后付款。我们的团队创作并录制歌曲，您可以在专属订单页面跟进进度。',
      '流程 步骤 下单 开始 怎么 运作',
    ],
  }),
  entry('story-tips', '/', null, {
    en: [
      'What should I write in my story?',
      'Tell us who the song is for, what you share, the moments that matter, names and little details. The more personal, the better the song.',
      'story write tips ideas details describe what to say put form include',
    ],
    fr: [
      'Que dois-je écrire dans mon histoire ?',
      "Dites-nous pour qui est la chanson, ce que vous partagez, les moments qui comptent, des prénoms et des petits détails. Plus c'est personnel, plus la chanson est belle.",
      'histoire écrire conseils idées détails raconter',
    ],
    es: [
      '¿Qué debo escribir en mi historia?',
      'Cuéntanos para quién es la canción, qué compartís, los momentos importantes, nombres y pequeños detalles. Cuanto más personal, mejor la canción.',
      'historia escribir consejos ideas detalles contar',
    ],
    pt: [
      'O que devo escrever na minha história?',
      'Diga-nos para quem é a canção, o que partilham, os momentos que importam, nomes e pequenos detalhes. Quanto mais pessoal, melhor a canção.',
      'história escrever dicas ideias detalhes contar',
    ],
    de: [
      'Was soll ich in meine Geschichte schreiben?',
      'Erzählen Sie, für wen der Song ist, was Sie verbindet, wichtige Momente, Namen und kleine Details. Je persönlicher, desto besser der Song.',
      'Geschichte schreiben Tipps Ideen Details erzählen',
    ],
    ar: [
      'ماذا أكتب في قصتي؟',
      'أخبرنا لمن الأغنية، وما يجمعكما، واللحظات المهمة، والأسماء والتفاصيل الصغيرة. كلما كانت شخصية أكثر كانت الأغنية أجمل.',
      'قصه اكتب نصائح افكار تفاصيل احكي',
    ],
    hi: [
      'मुझे अपनी कहानी में क्या लिखना चाहिए?',
      'बताइए गीत किसके लिए है, आप क्या साझा करते हैं, ख़ास पल, नाम और छोटी-छोटी बातें। जितना निजी, उतना अच्छा गीत।',
      'कहानी लिखें सुझाव विचार बातें बताएँ',
    ],
    zh: [
      '我的故事应该写些什么？',
      '告诉我们这首歌是写给谁的、你们共同的经历、重要的时刻、名字和小细节。越私人，歌越动人。',
      '故事 写 建议 想法 细节 内容',
    ],
  }),
  entry('voice-photo', '/', null, {
    en: [
      'Can I send a voice note or a photo?',
      'Yes: the order form lets you add a voice note and a photo to your story. They help us catch the voice and the mood.',
      'voice note recording audio photo picture image upload attach',
    ],
    fr: [
      'Puis-je envoyer une note vocale ou une photo ?',
      "Oui : le formulaire de commande vous permet d'ajouter une note vocale et une photo à votre histoire. Elles nous aident à saisir la voix et l'ambiance.",
      'note vocale audio enregistrement photo image joindre télécharger',
    ],
    es: [
      '¿Puedo enviar una nota de voz o una foto?',
      'Sí: el formulario del pedido te deja añadir una nota de voz y una foto a tu historia. Nos ayudan a captar la voz y el ambiente.',
      'nota de voz audio grabación foto imagen adjuntar subir',
    ],
    pt: [
      'Posso enviar uma nota de voz ou uma foto?',
      'Sim: o formulário da encomenda permite juntar uma nota de voz e uma foto à sua história. Ajudam-nos a captar a voz e o ambiente.',
      'nota de voz áudio gravação foto imagem anexar carregar',
    ],
    de: [
      'Kann ich eine Sprachnachricht oder ein Foto schicken?',
      'Ja: Im Bestellformular können Sie Ihrer Geschichte eine Sprachnachricht und ein Foto beifügen. Sie helfen uns, Stimme und Stimmung zu treffen.',
      'Sprachnachricht Audio Aufnahme Foto Bild hochladen anhängen',
    ],
    ar: [
      'هل يمكنني إرسال تسجيل صوتي أو صورة؟',
      'نعم: يتيح لك نموذج الطلب إضافة تسجيل صوتي وصورة إلى قصتك، فهما يساعداننا على التقاط الصوت والأجواء.',
      'تسجيل صوتي صوت صوره رفع ارفاق',
    ],
    hi: [
      'क्या मैं वॉइस नोट या फ़ोटो भेज सकता हूँ?',
      'हाँ: ऑर्डर फ़ॉर्म में आप अपनी कहानी के साथ वॉइस नोट और फ़ोटो जोड़ सकते हैं। इनसे हमें आवाज़ और माहौल समझने में मदद मिलती है।',
      'वॉइस नोट ऑडियो रिकॉर्डिंग फ़ोटो तस्वीर अपलोड',
    ],
    zh: [
      '我可以发送语音或照片吗？',
      '可以：下单表单允许您为故事添加一段语音和一张照片，帮助我们把握声音和氛围。',
      '语音 录音 音频 照片 图片 上传 附件',
    ],
  }),
  entry('order-status', '/', null, {
    en: [
      'How can I follow my order?',
      'After payment we email you a private link to your order page: it shows where your song is, and it is where you will find it once delivered.',
      'track status order where is my song progress follow link',
    ],
    fr: [
      'Comment suivre ma commande ?',
      'Après le paiement, nous vous envoyons par e-mail un lien privé vers la page de votre commande : elle montre où en est votre chanson, et vous l’y trouverez une fois livrée.',
      'suivi statut commande où en est chanson avancement lien',
    ],
    es: [
      '¿Cómo puedo seguir mi pedido?',
      'Tras el pago te enviamos por correo un enlace privado a la página de tu pedido: muestra cómo va tu canción y allí la encontrarás cuando esté entregada.',
      'seguimiento estado pedido dónde canción progreso enlace',
    ],
    pt: [
      'Como posso acompanhar a minha encomenda?',
      'Depois do pagamento enviamos-lhe por e-mail um link privado para a página da sua encomenda: mostra em que ponto está a canção, e é lá que a encontrará quando for entregue.',
      'acompanhar estado encomenda onde canção progresso link',
    ],
    de: [
      'Wie kann ich meine Bestellung verfolgen?',
      'Nach der Zahlung schicken wir Ihnen per E-Mail einen privaten Link zu Ihrer Bestellseite: Dort sehen Sie, wie weit Ihr Song ist, und dort finden Sie ihn nach der Lieferung.',
      'verfolgen Status Bestellung wo Song Fortschritt Link',
    ],
    ar: [
      'كيف أتابع طلبي؟',
      'بعد الدفع نرسل إليك بالبريد رابطًا خاصًا لصفحة طلبك: تُظهر أين وصلت أغنيتك، وفيها تجدها بعد التسليم.',
      'متابعه حاله الطلب اين اغنيتي تقدم رابط',
    ],
    hi: [
      'मैं अपना ऑर्डर कैसे ट्रैक करूँ?',
      'भुगतान के बाद हम आपको आपके ऑर्डर पेज का एक निजी लिंक ईमेल करते हैं: वहाँ दिखता है कि आपका गीत कहाँ तक पहुँचा, और डिलीवरी के बाद वह वहीं मिलता है।',
      'ट्रैक स्थिति ऑर्डर कहाँ गीत प्रगति लिंक',
    ],
    zh: [
      '我怎么查看订单进度？',
      '付款后我们会通过电子邮件发给您订单页面的专属链接：那里显示歌曲的进度，交付后也在那里收听。',
      '订单 进度 状态 查询 跟踪 链接 在哪',
    ],
  }),
  entry('lyrics', '/', null, {
    en: [
      'Do I get the lyrics?',
      'Yes: the lyrics come with your song on your order page.',
      'lyrics words text song words printed',
    ],
    fr: [
      'Est-ce que je reçois les paroles ?',
      'Oui : les paroles accompagnent votre chanson sur la page de votre commande.',
      'paroles texte mots chanson',
    ],
    es: [
      '¿Recibo la letra?',
      'Sí: la letra acompaña a tu canción en la página de tu pedido.',
      'letra letras texto palabras canción',
    ],
    pt: ['Recebo a letra?', 'Sim: a letra acompanha a sua canção na página da encomenda.', 'letra letras texto palavras canção'],
    de: ['Bekomme ich den Songtext?', 'Ja: Der Text kommt mit Ihrem Song auf Ihre Bestellseite.', 'Songtext Text Lyrics Worte'],
    ar: ['هل أحصل على كلمات الأغنية؟', 'نعم: تأتي الكلمات مع أغنيتك على صفحة طلبك.', 'كلمات نص الاغنيه'],
    hi: ['क्या मुझे गीत के बोल मिलते हैं?', 'हाँ: बोल आपके गीत के साथ आपके ऑर्डर पेज पर मिलते हैं।', 'बोल लिरिक्स शब्द गीत'],
    zh: ['我能拿到歌词吗？', '能：歌词与歌曲一起放在您的订单页面上。', '歌词 文字 词'],
  }),
  entry('gift-link', '/', null, {
    en: [
      'How do I share the song with the person it is for?',
      'Once it is delivered, your order page gives you a gift link to send them, or you can schedule a reveal.',
      'share gift link send recipient give present',
    ],
    fr: [
      'Comment partager la chanson avec la personne à qui elle est destinée ?',
      'Une fois livrée, la page de votre commande vous donne un lien cadeau à lui envoyer, ou vous pouvez programmer une révélation.',
      'partager lien cadeau envoyer destinataire offrir',
    ],
    es: [
      '¿Cómo comparto la canción con la persona a quien va dedicada?',
      'Cuando esté entregada, la página de tu pedido te da un enlace de regalo para enviarle, o puedes programar una revelación.',
      'compartir enlace regalo enviar destinatario regalar',
    ],
    pt: [
      'Como partilho a canção com a pessoa a quem se destina?',
      'Depois de entregue, a página da encomenda dá-lhe um link de presente para enviar, ou pode agendar uma revelação.',
      'partilhar link presente enviar destinatário oferecer',
    ],
    de: [
      'Wie teile ich den Song mit der beschenkten Person?',
      'Nach der Lieferung gibt Ihnen Ihre Bestellseite einen Geschenklink zum Versenden, oder Sie planen eine Überraschung.',
      'teilen Geschenklink senden Empfänger schenken',
    ],
    ar: [
      'كيف أشارك الأغنية مع الشخص المُهداة إليه؟',
      'بعد التسليم تمنحك صفحة طلبك رابط هدية لإرساله، أو يمكنك جدولة موعد الكشف.',
      'مشاركه رابط هديه ارسال المستلم اهداء',
    ],
    hi: [
      'मैं गीत उस व्यक्ति के साथ कैसे साझा करूँ जिसके लिए यह है?',
      'डिलीवरी के बाद आपका ऑर्डर पेज आपको भेजने के लिए एक उपहार लिंक देता है, या आप सरप्राइज़ का समय तय कर सकते हैं।',
      'साझा शेयर उपहार लिंक भेजें तोहफ़ा',
    ],
    zh: [
      '怎么把歌分享给收礼人？',
      '交付后，订单页面会给您一个礼物链接发给对方，您也可以定时揭晓。',
      '分享 礼物 链接 发送 收礼人 送给',
    ],
  }),
  entry('pro-collaboration', '/products/pro', null, {
    en: [
      'I am a professional artist: how do we work together?',
      'Pro Studio and Producer Elite are for professional artists: we shape the record with you, from the first idea to the final master, over several rounds.',
      'pro professional artist musician collaborate studio producer record release master',
    ],
    fr: [
      'Je suis artiste professionnel : comment travaillons-nous ensemble ?',
      'Pro Studio et Producer Elite sont faits pour les artistes professionnels : nous façonnons le disque avec vous, de la première idée au master final, en plusieurs étapes.',
      'pro professionnel artiste musicien collaborer studio producteur disque master',
    ],
    es: [
      'Soy artista profesional: ¿cómo trabajamos juntos?',
      'Pro Studio y Producer Elite son para artistas profesionales: damos forma al disco contigo, de la primera idea al máster final, en varias rondas.',
      'pro profesional artista músico colaborar estudio productor disco máster',
    ],
    pt: [
      'Sou artista profissional: como trabalhamos juntos?',
      'Pro Studio e Producer Elite são para artistas profissionais: moldamos o disco consigo, da primeira ideia ao master final, em várias rondas.',
      'pro profissional artista músico colaborar estúdio produtor disco master',
    ],
    de: [
      'Ich bin professioneller Künstler: Wie arbeiten wir zusammen?',
      'Pro Studio und Producer Elite sind für professionelle Künstler: Wir formen die Aufnahme mit Ihnen, von der ersten Idee bis zum fertigen Master, in mehreren Runden.',
      'Profi professionell Künstler Musiker zusammenarbeiten Studio Produzent Aufnahme Master',
    ],
    ar: [
      'أنا فنان محترف: كيف نعمل معًا؟',
      'برو ستوديو ونخبة المنتجين مخصصتان للفنانين المحترفين: نصوغ التسجيل معك من الفكرة الأولى حتى النسخة النهائية، على عدة مراحل.',
      'محترف فنان موسيقي تعاون استوديو منتج تسجيل اصدار',
    ],
    hi: [
      'मैं पेशेवर कलाकार हूँ: हम साथ कैसे काम करेंगे?',
      'प्रो स्टूडियो और प्रोड्यूसर एलीट पेशेवर कलाकारों के लिए हैं: पहले विचार से अंतिम मास्टर तक, कई दौर में, हम आपके साथ रिकॉर्ड गढ़ते हैं।',
      'प्रो पेशेवर कलाकार संगीतकार सहयोग स्टूडियो प्रोड्यूसर रिकॉर्ड',
    ],
    zh: [
      '我是专业艺人，我们怎么合作？',
      '专业录音室和制作人精英面向专业艺人：从最初的想法到最终母带，我们分多轮与您一起打磨作品。',
      '专业 艺人 音乐人 合作 录音室 制作人 母带 发行',
    ],
  }),
  entry('who-sings', '/', null, {
    en: [
      'Who sings and produces the song?',
      'Our own team of songwriters, singers and producers writes, performs and produces every song.',
      'singer sing voice vocals artist producer who performs',
    ],
    fr: [
      'Qui chante et produit la chanson ?',
      "Notre propre équipe d'auteurs, de chanteurs et de producteurs écrit, interprète et produit chaque chanson.",
      'chanteur chanteuse chanter voix artiste producteur interprète',
    ],
    es: [
      '¿Quién canta y produce la canción?',
      'Nuestro propio equipo de compositores, cantantes y productores escribe, interpreta y produce cada canción.',
      'cantante cantar voz artista productor intérprete',
    ],
    pt: [
      'Quem canta e produz a canção?',
      'A nossa própria equipa de autores, cantores e produtores escreve, interpreta e produz cada canção.',
      'cantor cantora cantar voz artista produtor intérprete',
    ],
    de: [
      'Wer singt und produziert den Song?',
      'Unser eigenes Team aus Songwritern, Sängerinnen und Sängern und Produzenten schreibt, singt und produziert jeden Song.',
      'Sänger Sängerin singen Stimme Künstler Produzent',
    ],
    ar: [
      'من يغني الأغنية وينتجها؟',
      'فريقنا من كتّاب الأغاني والمغنين والمنتجين يكتب كل أغنية ويؤديها وينتجها.',
      'مغني يغني صوت فنان منتج اداء',
    ],
    hi: [
      'गीत कौन गाता और बनाता है?',
      'हमारी अपनी गीतकारों, गायकों और प्रोड्यूसरों की टीम हर गीत लिखती, गाती और तैयार करती है।',
      'गायक गाना आवाज़ कलाकार प्रोड्यूसर',
    ],
    zh: [
      '谁来演唱和制作这首歌？',
      '我们自己的词曲作者、歌手和制作人团队负责每首歌的创作、演唱和制作。',
      '歌手 演唱 唱歌 声音 艺人 制作人',
    ],
  }),
  entry('affiliate-programme', '/affiliate', null, {
    en: [
      'How do I become an affiliate?',
      'Register on the affiliate page: you get a referral link and code, and earn a commission on every order placed with them, shown in your dashboard.',
      'affiliate partner commission earn refer friends programme program dashboard join',
    ],
    fr: [
      'Comment devenir affilié ?',
      'Inscrivez-vous sur la page affiliés : vous recevez un lien et un code de parrainage, et touchez une commission sur chaque commande passée avec, visible dans votre tableau de bord.',
      'affilié partenaire commission gagner parrainer amis programme tableau de bord',
    ],
    es: [
      '¿Cómo me hago afiliado?',
      'Regístrate en la página de afiliados: recibes un enlace y un código de referido, y ganas una comisión por cada pedido hecho con ellos, visible en tu panel.',
      'afiliado socio comisión ganar recomendar amigos programa panel',
    ],
    pt: [
      'Como me torno afiliado?',
      'Registe-se na página de afiliados: recebe um link e um código de referência, e ganha uma comissão por cada encomenda feita com eles, visível no seu painel.',
      'afiliado parceiro comissão ganhar recomendar amigos programa painel',
    ],
    de: [
      'Wie werde ich Affiliate?',
      'Registrieren Sie sich auf der Affiliate-Seite: Sie erhalten einen Empfehlungslink und -code und verdienen an jeder Bestellung damit eine Provision, zu sehen in Ihrem Dashboard.',
      'Affiliate Partner Provision verdienen empfehlen Freunde Programm Dashboard',
    ],
    ar: [
      'كيف أصبح مسوّقًا بالعمولة؟',
      'سجّل في صفحة المسوّقين: تحصل على رابط ورمز إحالة، وتربح عمولة على كل طلب يتم بهما، تظهر في لوحة التحكم.',
      'تسويق بالعموله شريك عموله ربح احاله اصدقاء برنامج لوحه',
    ],
    hi: [
      'मैं एफ़िलिएट कैसे बनूँ?',
      'एफ़िलिएट पेज पर रजिस्टर करें: आपको रेफ़रल लिंक और कोड मिलता है, और उनसे हुए हर ऑर्डर पर कमीशन मिलता है, जो आपके डैशबोर्ड में दिखता है।',
      'एफ़िलिएट पार्टनर कमीशन कमाएँ रेफ़र दोस्त प्रोग्राम डैशबोर्ड',
    ],
    zh: [
      '怎么成为推广联盟会员？',
      '在联盟页面注册：您会获得推荐链接和推荐码，每笔通过它们下的订单都能赚取佣金，可在控制面板查看。',
      '联盟 推广 佣金 赚钱 推荐 朋友 计划 会员',
    ],
  }),
  entry('contact', '/contact', null, {
    en: [
      'How can I contact you?',
      'Write to us with the contact form, or ask here and a member of the team will reply.',
      'contact email reach phone message write support help',
    ],
    fr: [
      'Comment vous contacter ?',
      "Écrivez-nous avec le formulaire de contact, ou demandez ici et un membre de l'équipe vous répondra.",
      'contact contacter e-mail joindre téléphone message écrire aide',
    ],
    es: [
      '¿Cómo puedo contactaros?',
      'Escríbenos con el formulario de contacto, o pregunta aquí y alguien del equipo te responderá.',
      'contacto contactar correo email teléfono mensaje escribir ayuda',
    ],
    pt: [
      'Como posso contactar-vos?',
      'Escreva-nos pelo formulário de contacto, ou pergunte aqui e alguém da equipa responderá.',
      'contacto contactar e-mail telefone mensagem escrever ajuda',
    ],
    de: [
      'Wie kann ich Sie kontaktieren?',
      'Schreiben Sie uns über das Kontaktformular, oder fragen Sie hier, und jemand aus dem Team antwortet.',
      'Kontakt kontaktieren E-Mail erreichen Telefon Nachricht schreiben Hilfe',
    ],
    ar: [
      'كيف أتواصل معكم؟',
      'راسلنا عبر نموذج التواصل، أو اسأل هنا وسيرد عليك أحد أعضاء الفريق.',
      'تواصل اتصال بريد ايميل هاتف رساله مساعده',
    ],
    hi: ['मैं आपसे संपर्क कैसे करूँ?', 'संपर्क फ़ॉर्म से हमें लिखें, या यहाँ पूछें और टीम का कोई सदस्य जवाब देगा।', 'संपर्क ईमेल फ़ोन संदेश लिखें मदद'],
    zh: ['怎么联系你们？', '通过联系表单给我们留言，或在这里提问，团队成员会回复您。', '联系 邮件 邮箱 电话 留言 帮助'],
  }),
  entry('privacy', '/terms', null, {
    en: [
      'What do you do with my story?',
      'Your story, voice note and photo are used only to write your song and are kept private; the terms say how long we keep them.',
      'privacy private data personal story kept delete confidential',
    ],
    fr: [
      'Que faites-vous de mon histoire ?',
      'Votre histoire, votre note vocale et votre photo servent uniquement à écrire votre chanson et restent privées ; les conditions précisent combien de temps nous les gardons.',
      'confidentialité privé données personnelles histoire conservée supprimer',
    ],
    es: [
      '¿Qué hacéis con mi historia?',
      'Tu historia, tu nota de voz y tu foto solo se usan para escribir tu canción y son privadas; las condiciones dicen cuánto tiempo las guardamos.',
      'privacidad privado datos personales historia guardar borrar',
    ],
    pt: [
      'O que fazem com a minha história?',
      'A sua história, nota de voz e foto servem apenas para escrever a sua canção e são privadas; os termos dizem quanto tempo as guardamos.',
      'privacidade privado dados pessoais história guardar apagar',
    ],
    de: [
      'Was passiert mit meiner Geschichte?',
      'Ihre Geschichte, Sprachnachricht und Ihr Foto dienen nur dem Schreiben Ihres Songs und bleiben privat; wie lange wir sie aufbewahren, steht in den Bedingungen.',
      'Datenschutz privat Daten persönlich Geschichte aufbewahren löschen',
    ],
    ar: [
      'ماذا تفعلون بقصتي؟',
      'تُستخدم قصتك وتسجيلك الصوتي وصورتك لكتابة أغنيتك فقط وتبقى خاصة؛ وتوضح الشروط مدة احتفاظنا بها.',
      'خصوصيه خاص بيانات شخصيه قصه حفظ حذف',
    ],
    hi: [
      'आप मेरी कहानी का क्या करते हैं?',
      'आपकी कहानी, वॉइस नोट और फ़ोटो केवल आपका गीत लिखने में इस्तेमाल होते हैं और निजी रहते हैं; हम इन्हें कितने समय रखते हैं, यह शर्तों में लिखा है।',
      'गोपनीयता निजी डेटा व्यक्तिगत कहानी रखना हटाना',
    ],
    zh: [
      '你们会怎么处理我的故事？',
      '您的故事、语音和照片只用于创作您的歌曲，并严格保密；保存多久请见条款。',
      '隐私 私密 数据 个人 故事 保存 删除',
    ],
  }),
  entry('examples', '/testimonies', null, {
    en: [
      'Can I hear examples of your songs?',
      'Listen to songs we have made and read what customers said on the testimonies page.',
      'examples samples listen hear reviews testimonials previous work portfolio',
    ],
    fr: [
      'Puis-je écouter des exemples de vos chansons ?',
      'Écoutez des chansons que nous avons faites et lisez les avis de nos clients sur la page des témoignages.',
      'exemples échantillons écouter avis témoignages travaux',
    ],
    es: [
      '¿Puedo escuchar ejemplos de vuestras canciones?',
      'Escucha canciones que hemos hecho y lee lo que dicen los clientes en la página de testimonios.',
      'ejemplos muestras escuchar opiniones testimonios trabajos',
    ],
    pt: [
      'Posso ouvir exemplos das vossas canções?',
      'Ouça canções que fizemos e leia o que os clientes disseram na página de testemunhos.',
      'exemplos amostras ouvir opiniões testemunhos trabalhos',
    ],
    de: [
      'Kann ich Beispiele Ihrer Songs hören?',
      'Hören Sie Songs, die wir gemacht haben, und lesen Sie Kundenstimmen auf der Seite mit den Erfahrungsberichten.',
      'Beispiele Hörproben anhören Bewertungen Erfahrungen Referenzen',
    ],
    ar: [
      'هل يمكنني سماع أمثلة من أغانيكم؟',
      'استمع إلى أغانٍ صنعناها واقرأ آراء العملاء في صفحة الشهادات.',
      'امثله نماذج استماع اسمع اراء شهادات اعمال',
    ],
    hi: [
      'क्या मैं आपके गीतों के उदाहरण सुन सकता हूँ?',
      'हमारे बनाए गीत सुनें और प्रशंसापत्र पेज पर ग्राहकों की राय पढ़ें।',
      'उदाहरण नमूने सुनें राय समीक्षा प्रशंसापत्र',
    ],
    zh: ['可以听听你们的作品示例吗？', '在客户评价页面收听我们创作的歌曲，看看客户怎么说。', '示例 样例 试听 评价 作品 案例'],
  }),
  entry('music-video', '/products/people', 'suite_includes', {
    en: ['Do I get a music video?', 'The people’s suites come with video.', 'video videos music video clip film visual'],
    fr: ['Y a-t-il un clip vidéo ?', 'Les formules pour tous sont livrées avec de la vidéo.', 'vidéo clip film visuel'],
    es: ['¿Recibo un videoclip?', 'Los paquetes para todos incluyen vídeo.', 'vídeo video videoclip clip película'],
    pt: ['Recebo um videoclipe?', 'Os pacotes para todos incluem vídeo.', 'vídeo videoclipe clip filme'],
    de: ['Bekomme ich ein Musikvideo?', 'Die Pakete für alle enthalten Video.', 'Video Musikvideo Clip Film'],
    ar: ['هل أحصل على فيديو موسيقي؟', 'باقات الجميع تأتي مع فيديو.', 'فيديو كليب مقطع فيلم'],
    hi: ['क्या मुझे म्यूज़िक वीडियो मिलेगा?', 'सबके लिए पैकेज में वीडियो शामिल है।', 'वीडियो म्यूज़िक क्लिप फ़िल्म'],
    zh: ['有音乐视频吗？', '大众套餐附带视频。', '视频 音乐视频 MV 短片'],
  }),
];
