// Words that show a dilemma trait in someone's own writing ("I took a risk", "I always plan ahead").
// Traits not listed fall back to their own name, so any tag the behaviour service invents still works.
import { stem, words } from './tokenize.js';

const LEXICON: Record<string, string> = {
  adventurous: 'adventure adventurous explore exploring risk risky thrill spontaneous new unknown journey travel dare bold',
  cautious: 'careful cautious safe safety plan planning prudent risk-averse secure steady slow wary worry',
  'risk-taking': 'risk risky gamble bet bold dare leap chance thrill',
  altruistic: 'help helping others volunteer give giving kindness selfless charity community care',
  selfless: 'help others give sacrifice selfless kindness',
  generous: 'give giving share sharing generous gift donate',
  'self-interested': 'myself my own priority deserve independent ambition',
  honest: 'honest honesty truth truthful lie lying transparent admit',
  loyal: 'loyal loyalty friend friends stand by trust commitment promise',
  pragmatic: 'practical pragmatic realistic sensible efficient works cost budget',
  practical: 'practical pragmatic sensible useful efficient realistic',
  idealistic: 'ideal ideals principle principles dream believe should justice',
  principled: 'principle principles values integrity right wrong fair',
  ambitious: 'ambition ambitious goal goals career promotion succeed success achieve win',
  content: 'content enough simple grateful calm peace satisfied',
  social: 'friends party people together social team group crowd talk',
  extroverted: 'friends party people crowd social outgoing talk',
  introverted: 'alone quiet solitude recharge introvert book reading silence',
  introspective: 'reflect reflection think thinking journal alone quiet understand myself',
  reflective: 'reflect reflection think thinking journal ponder',
  independent: 'independent alone myself freedom own self-reliant',
  cooperative: 'together team teamwork compromise cooperate collaborate share',
  creative: 'create creative art paint write music make design imagine idea',
  traditional: 'tradition traditional family heritage custom roots familiar',
  spontaneous: 'spontaneous whim impulse last-minute unplanned suddenly',
  organized: 'plan planning organized schedule list routine prepare',
  empathetic: 'feel feelings empathy understand listen care compassion',
  compassionate: 'compassion care kindness gentle forgive help',
  logical: 'logic logical reason rational data evidence analyse analyze think',
  rational: 'rational reason logic evidence sensible',
  emotional: 'feel feelings heart emotion emotional cry gut',
  frugal: 'save saving budget cheap frugal money thrift',
  'family-oriented': 'family mom dad mother father sister brother kids children parents home',
  'career-oriented': 'career work job promotion office ambition',
  fair: 'fair fairness justice equal rules',
  forgiving: 'forgive forgiveness second chance let go',
  curious: 'curious curiosity learn learning question wonder discover',
};

// a negation or an aversion earlier in the same clause reverses a mention ("I never take risks",
// "skipped the party")
const NEGATORS = new Set([
  'not', 'never', 'no', 'nor', 'without', 'hardly', "don't", 'dont', "can't", "won't", "didn't", "isn't", "wasn't",
  'hate', 'hated', 'dislike', 'disliked', 'avoid', 'avoided', 'skip', 'skipped', 'refuse', 'refused', 'quit',
  'cancel', 'cancelled', 'canceled', 'bore', 'bores', 'boring', 'overrated', 'stopped',
]);

export function traitKey(trait: string): string {
  return trait.trim().toLowerCase();
}

/** The stemmed keywords that evidence a trait in text. */
export function traitStems(trait: string): string[] {
  const key = traitKey(trait);
  const listed = LEXICON[key];
  const source = listed ? `${listed} ${key}` : key.replace(/[-_]/g, ' ');
  return [...new Set(words(source).filter((w) => w.length > 2).map(stem))];
}

export interface TraitMentions {
  /** clauses that affirm the trait minus clauses that negate it */
  net: number;
  /** clauses that mention it at all */
  total: number;
  /** the keyword mentioned most, for the reasoning */
  topKeyword: string | null;
}

/**
 * Counts, per trait, the clauses of the user's writing that mention it: +weight when affirmed, -weight
 * when a negation or aversion comes earlier in the clause. One clause counts once per trait.
 */
export function countTraitMentions(texts: Array<{ text: string; weight: number }>, traits: string[]): Map<string, TraitMentions> {
  const stemsOf = new Map(traits.map((t) => [traitKey(t), new Set(traitStems(t))]));
  const net = new Map<string, number>();
  const total = new Map<string, number>();
  const keywordCounts = new Map<string, Map<string, number>>();
  for (const { text, weight } of texts) {
    for (const clause of text.split(/[,;:.!?\n]+/)) {
      const ws = words(clause);
      if (ws.length === 0) continue;
      const stems = ws.map(stem);
      for (const [trait, keys] of stemsOf) {
        const i = stems.findIndex((s) => keys.has(s));
        if (i < 0) continue;
        const negated = ws.slice(0, i).some((p) => NEGATORS.has(p) || p.endsWith("n't"));
        net.set(trait, (net.get(trait) ?? 0) + (negated ? -weight : weight));
        total.set(trait, (total.get(trait) ?? 0) + weight);
        if (!negated) {
          const kc = keywordCounts.get(trait) ?? new Map<string, number>();
          kc.set(ws[i]!, (kc.get(ws[i]!) ?? 0) + 1);
          keywordCounts.set(trait, kc);
        }
      }
    }
  }
  const out = new Map<string, TraitMentions>();
  for (const trait of stemsOf.keys()) {
    const kc = [...(keywordCounts.get(trait) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    out.set(trait, { net: net.get(trait) ?? 0, total: total.get(trait) ?? 0, topKeyword: kc[0]?.[0] ?? null });
  }
  return out;
}
