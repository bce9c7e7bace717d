/**
 * A visitor asking for a person rather than an answer, in any of the site's languages (a visitor
 * may write English on the French site). Matched on text folded to lower case without accents, so
 * "Quelqu'un de l'équipe" and "quelqu un de l equipe" are one.
 */
const ASKS_FOR_PERSON: readonly RegExp[] = [
  // English
  /\b(human|humans|agent|operator|representative)\b/,
  /\b(real|actual|live) (person|people|human)\b/,
  /\b(talk|speak|chat)(ing)? (to|with) (a |an |the |some |your )?(person|someone|somebody|human|team|staff|people|manager)\b/,
  /\bsomeone (from|on|in) (your|the) team\b/,
  // French
  /\b(humain|conseiller|conseillere|operateur)\b/,
  /\bvraie personne\b/,
  /\bparler (a|avec) (quelqu un|une personne|un humain|un conseiller|un agent|l equipe|votre equipe|quelqu un de)/,
  // Spanish
  /\b(humano|asesor|operador)\b/,
  /\bpersona real\b/,
  /\bhablar con (alguien|una persona|un humano|un agente|un asesor|el equipo|tu equipo|su equipo|vuestro equipo)\b/,
  // Portuguese
  /\b(atendente)\b/,
  /\bpessoa real\b/,
  /\bfalar com (alguem|uma pessoa|um humano|um atendente|um agente|a equipa|a equipe|a vossa equipa|a sua equipa)\b/,
  // German
  /\b(mitarbeiter|mitarbeiterin|berater|beraterin|kundendienst)\b/,
  /\becht(e|en|er|em)? (person|mensch|menschen)\b/,
  /\bmit (jemandem|einem menschen|einer person|einem mitarbeiter|ihrem team|eurem team) (sprechen|reden)\b/,
  // Arabic (vowel marks and alef forms folded)
  /(انسان|موظف|شخص حقيقي|خدمه العملاء|احد من الفريق|شخص من الفريق)/,
  /(التحدث|اتحدث|اكلم|تكلم|كلم|التكلم) (مع )?(شخص|احد|موظف|انسان|الفريق)/,
  // Hindi
  /(इंसान|मानव|एजेंट|कर्मचारी|असली व्यक्ति|किसी व्यक्ति से|किसी से बात|टीम से बात|प्रतिनिधि)/,
  // Chinese
  /(人工|真人|客服|工作人员|找人|跟人说|和人说|人类)/,
];

function folded(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064B-\u065F\u0670]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/['’`]/g, ' ')
    .replace(/\s+/g, ' ')
    .normalize('NFC');
}

export function asksForPerson(question: string): boolean {
  const text = folded(question);
  return ASKS_FOR_PERSON.some((pattern) => pattern.test(text));
}
