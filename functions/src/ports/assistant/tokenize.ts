import type { SiteLanguage } from '@storysong/core';

/**
 * How the knowledge base and a visitor's question are cut into search terms, per language: words
 * folded (case, accents, Arabic's vowel marks and letter variants, Hindi's nukta), everyday words
 * dropped, a light suffix stemmer for the European languages, and for Chinese, which writes no
 * spaces, Intl.Segmenter's words and each pair of characters (a missed segmentation still matches).
 */

const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;

const STOPWORDS: Record<SiteLanguage, readonly string[]> = {
  en: 'a an and any are as at be by can could do does for from get got have how i if in is it me my of on once or our so some the this to we what whats when which will with would you your yours there their please hi hello want need make much many first just like song songs'.split(
    ' ',
  ),
  fr: 'a au aux avec ce ces combien de des du elle en est et il je la le les leur ma mes mon ne nous on ou par pas pour qu que qui quel quels quelle quelles sa se ses son sont sur ta te tes ton tu un une vos votre vous y l d j c s n m t est-ce bonjour svp voudrais veux peux puis faire chanson chansons'.split(
    ' ',
  ),
  es: 'a al como con de del el en es esta este hay la las lo los me mi mis o para por que qué se si su sus te tu tus un una y yo usted ustedes hola puedo quiero cuanto cuánto algo canción canciones'.split(
    ' ',
  ),
  pt: 'a ao as com como da das de do dos e é em esta este eu ha há na nas no nos o os ou para por que qual se seu sua te tem um uma voce você voces vos ola olá posso quero meu minha canção canções'.split(
    ' ',
  ),
  de: 'a aber als am an auch auf aus bei bin bis das dass dem den der des die du ein eine einem einen einer es etwas für gibt hallo hat habe ich ihr ihre im in ist ja kann man mein meine meinen mit möchte nach oder sie sind so und uns von was wie wir wo zu zum zur lassen song songs lied lieder'.split(
    ' ',
  ),
  ar: 'في من على الى إلى عن مع هل ما ماذا كم كيف متى هو هي انا أنا انت انتم نحن هذا هذه ذلك التي الذي او أو ان أن لا لي لك لكم عندكم عند بعد اريد أريد يمكن يمكنني استطيع أستطيع شيء الاغنيه الأغنية اغنيه أغنية اغنيتي أغنيتي'.split(
    ' ',
  ),
  hi: 'का की के को में से है हैं और या क्या कैसे कब कितना कितने कितनी मैं मुझे मेरा मेरी मेरे हम आप आपका आपकी आपके यह वह पर भी तो ही जी एक कोई कर करना करनी करते करें सकता सकती सकते हूँ हूं चाहिए बाद गीत गाना जाएगा'.split(
    ' ',
  ),
  zh: '的 了 吗 呢 是 我 你 您 我们 你们 吧 啊 么 和 在 有 要 可以 能 请 这 那 个 一 一个 想 歌 歌曲 给'.split(' '),
};
const STOPWORD_SETS = Object.fromEntries(
  Object.entries(STOPWORDS).map(([language, words]) => [language, new Set(words.map((w) => fold(language as SiteLanguage, w)))]),
) as Record<SiteLanguage, Set<string>>;

/** Suffixes a European word sheds, longest first; a stem keeps at least three letters. */
const SUFFIXES: Partial<Record<SiteLanguage, readonly string[]>> = {
  en: ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'ly', 'ed', 'es', 's'],
  fr: ['ements', 'ement', 'ations', 'ation', 'euses', 'euse', 'eux', 'ent', 'ees', 'ee', 'es', 'er', 'ez', 'ir', 'e', 's', 'x'],
  es: ['aciones', 'acion', 'amente', 'mente', 'ones', 'ar', 'er', 'ir', 'an', 'en', 'es', 'as', 'os', 'a', 'o', 'e', 's'],
  pt: ['acoes', 'acao', 'mente', 'oes', 'ao', 'ar', 'er', 'ir', 'am', 'em', 'es', 'as', 'os', 'a', 'o', 'e', 's'],
  de: ['ungen', 'ung', 'heiten', 'heit', 'keit', 'en', 'er', 'es', 'e', 'n', 's'],
};

/** A term as it is compared: case, accents and script variants folded. */
export function fold(language: SiteLanguage, term: string): string {
  const lower = term.toLowerCase();
  if (language === 'ar') {
    return lower
      .replace(ARABIC_MARKS, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ة/g, 'ه')
      .replace(/ى/g, 'ي')
      .replace(/ؤ/g, 'و')
      .replace(/ئ/g, 'ي');
  }
  if (language === 'hi')
    return lower
      .normalize('NFD')
      .replace(/\u093C/g, '')
      .replace(/\u0901/g, '\u0902')
      .normalize('NFC');
  return lower.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
}

/** The word without the suffix `pattern` finds, if what is left keeps `minLength` letters. */
function shed(word: string, pattern: RegExp, minLength: number): string {
  const match = pattern.exec(word);
  return match && match.index >= minLength ? word.slice(0, match.index) : word;
}

function stem(language: SiteLanguage, word: string): string {
  if (language === 'ar') {
    // Arabic's article and the conjunctions and prepositions written onto it; a stem keeps three letters.
    const bare = word.replace(/^(وال|بال|فال|كال|لل|ال)(?=...)/, '').replace(/^[وف](?=....)/, '');
    return shed(bare, /(?:ات|ون|ين|ها|هم|كم|نا)$/, 3);
  }
  if (language === 'hi') return shed(word, /(?:ियों|ियाँ|ियां|ों|ें|ाएं|ाएँ|ाओं)$/, 2);
  for (const suffix of SUFFIXES[language] ?? []) {
    if (word.length - suffix.length >= 3 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

/** The words of a text, before folding: Chinese by Intl.Segmenter plus character pairs, the others by letters and digits. */
export function tokenize(language: SiteLanguage, text: string): string[] {
  if (language !== 'zh' && !HAN.test(text)) return text.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter().segment(text)) if (isWordLike) words.push(segment);
  for (const run of text.match(HAN_RUN) ?? []) {
    for (let i = 0; i + 1 < run.length; i++) words.push(run.slice(i, i + 2));
  }
  return words;
}

let chineseSegmenter: Intl.Segmenter | null = null;
const segmenter = () => {
  chineseSegmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return chineseSegmenter;
};

/** A word as a search term, or null for a word too common to tell entries apart. */
export function processTerm(language: SiteLanguage, word: string): string | null {
  const folded = fold(language, word);
  if (folded === '' || STOPWORD_SETS[language].has(folded)) return null;
  return HAN.test(folded) ? folded : stem(language, folded);
}

/** The distinct search terms of a text. */
export function searchTerms(language: SiteLanguage, text: string): string[] {
  const terms = new Set<string>();
  for (const word of tokenize(language, text)) {
    const term = processTerm(language, word);
    if (term) terms.add(term);
  }
  return [...terms];
}

/**
 * The share of a question the matched terms cover. Chinese counts characters (of its words that are
 * not everyday ones), since its character pairs would count each character twice; the others count terms.
 */
export function coverage(language: SiteLanguage, text: string, matched: readonly string[]): number {
  if (language !== 'zh') {
    const terms = searchTerms(language, text).length;
    return terms === 0 ? 0 : Math.min(1, matched.length / terms);
  }
  const covered = new Set<number>();
  for (const term of matched) {
    for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
      for (let i = at; i < at + term.length; i++) covered.add(i);
    }
  }
  let total = 0;
  let hit = 0;
  for (const { segment, index, isWordLike } of segmenter().segment(text)) {
    if (!isWordLike || STOPWORD_SETS.zh.has(segment)) continue;
    total += segment.length;
    for (let i = index; i < index + segment.length; i++) if (covered.has(i)) hit++;
  }
  return total === 0 ? 0 : hit / total;
}
