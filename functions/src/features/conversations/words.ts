import { dateTimeFormat, languageOption, type SiteLanguage, type TeamAvailability } from '@storysong/core';

/**
 * What the chat says in the visitor's language when it hands over to a person: that someone will
 * reply, and when, from business hours. Stored with the message, so staff read what the visitor read.
 */
interface HandoverWords {
  /** The team is in now. */
  now: string;
  /** The team is out: `{{opening}}` is the next opening, a weekday and a GMT time. */
  later: string;
  /** The spec's promise, after either. */
  typically: string;
}

const WORDS: Record<SiteLanguage, HandoverWords> = {
  en: {
    now: 'Thank you. I have passed your message to our team, and someone is in now: a member of the team will reply to you here shortly.',
    later:
      'Thank you. I have passed your message to our team. Our office is closed at the moment; a member of the team will reply to you here from {{opening}}.',
    typically: 'We typically respond to inquiries within 24 hours during business days.',
  },
  fr: {
    now: "Merci. J'ai transmis votre message à notre équipe, et quelqu'un est là en ce moment : un membre de l'équipe vous répondra ici très bientôt.",
    later:
      "Merci. J'ai transmis votre message à notre équipe. Nos bureaux sont fermés pour le moment ; un membre de l'équipe vous répondra ici à partir de {{opening}}.",
    typically: 'Nous répondons généralement aux demandes sous 24 heures les jours ouvrables.',
  },
  es: {
    now: 'Gracias. He pasado tu mensaje a nuestro equipo y ahora mismo hay alguien: un miembro del equipo te responderá aquí en breve.',
    later:
      'Gracias. He pasado tu mensaje a nuestro equipo. Nuestra oficina está cerrada en este momento; un miembro del equipo te responderá aquí a partir del {{opening}}.',
    typically: 'Solemos responder a las consultas en un plazo de 24 horas en días laborables.',
  },
  pt: {
    now: 'Obrigado. Passei a sua mensagem à nossa equipa e está alguém disponível agora: um membro da equipa vai responder-lhe aqui em breve.',
    later:
      'Obrigado. Passei a sua mensagem à nossa equipa. O escritório está fechado neste momento; um membro da equipa vai responder-lhe aqui a partir de {{opening}}.',
    typically: 'Normalmente respondemos a pedidos no prazo de 24 horas em dias úteis.',
  },
  de: {
    now: 'Danke. Ich habe Ihre Nachricht an unser Team weitergegeben, und gerade ist jemand da: Ein Teammitglied antwortet Ihnen hier in Kürze.',
    later:
      'Danke. Ich habe Ihre Nachricht an unser Team weitergegeben. Unser Büro ist gerade geschlossen; ein Teammitglied antwortet Ihnen hier ab {{opening}}.',
    typically: 'Wir beantworten Anfragen in der Regel innerhalb von 24 Stunden an Werktagen.',
  },
  ar: {
    now: 'شكرًا لك. لقد أحلت رسالتك إلى فريقنا، وهناك من يعمل الآن: سيرد عليك أحد أعضاء الفريق هنا قريبًا.',
    later: 'شكرًا لك. لقد أحلت رسالتك إلى فريقنا. مكتبنا مغلق حاليًا؛ سيرد عليك أحد أعضاء الفريق هنا ابتداءً من {{opening}}.',
    typically: 'نرد عادةً على الاستفسارات خلال 24 ساعة في أيام العمل.',
  },
  hi: {
    now: 'धन्यवाद। मैंने आपका संदेश हमारी टीम तक पहुँचा दिया है, और अभी कोई मौजूद है: टीम का एक सदस्य जल्द ही यहीं आपको जवाब देगा।',
    later:
      'धन्यवाद। मैंने आपका संदेश हमारी टीम तक पहुँचा दिया है। इस समय हमारा कार्यालय बंद है; टीम का एक सदस्य {{opening}} से यहीं आपको जवाब देगा।',
    typically: 'हम आमतौर पर कार्य दिवसों में 24 घंटों के भीतर पूछताछ का जवाब देते हैं।',
  },
  zh: {
    now: '谢谢。我已将您的消息转给我们的团队，现在有人在：团队成员很快会在这里回复您。',
    later: '谢谢。我已将您的消息转给我们的团队。我们的办公室目前已下班；团队成员将从{{opening}}起在这里回复您。',
    typically: '我们通常会在工作日 24 小时内回复咨询。',
  },
};

/** The next opening as the visitor reads it: the weekday and the GMT time, in their language. */
export function openingText(language: SiteLanguage, iso: string): string {
  const format = dateTimeFormat(languageOption(language).dateLocale, {
    timeZone: 'UTC',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${format.format(Date.parse(iso))} GMT`;
}

/** The chat's handover message: a person will reply, now or from the next opening. */
export function handoverText(language: SiteLanguage, team: TeamAvailability): string {
  const words = WORDS[language];
  const when = team.openNow ? words.now : words.later.replace('{{opening}}', openingText(language, team.nextOpening));
  return `${when} ${words.typically}`;
}
