import { describe, expect, it } from 'vitest';
import { EMOTIONS, PERSONALITY_TRAITS } from '@immortal/proto/alignment';
import { EMOTION_WORDS, TRAIT_WORDS } from './lexicon.js';
import { analyzeText, THEMES_PER_TEXT } from './text.js';

describe('text analysis', () => {
  it('each Plutchik emotion has 25 to 40 words and no word belongs to two emotions', () => {
    const seen = new Map<string, string>();
    for (const e of EMOTIONS) {
      expect(EMOTION_WORDS[e].length).toBeGreaterThanOrEqual(25);
      expect(EMOTION_WORDS[e].length).toBeLessThanOrEqual(40);
      for (const w of EMOTION_WORDS[e]) {
        expect(seen.get(w), `${w} in ${e} and ${seen.get(w)}`).toBeUndefined();
        seen.set(w, e);
      }
    }
    const traitSeen = new Map<string, string>();
    for (const t of PERSONALITY_TRAITS)
      for (const w of TRAIT_WORDS[t]) {
        expect(traitSeen.get(w), `${w} in ${t} and ${traitSeen.get(w)}`).toBeUndefined();
        traitSeen.set(w, t);
      }
  });

  it('counts emotion words, but not negated ones', () => {
    const f = analyzeText("I'm happy and glad. I am not sad, and I wasn't afraid at all!");
    expect(f.emotions.joy).toBe(2);
    expect(f.emotions.sadness).toBe(0);
    expect(f.emotions.fear).toBe(0);
    expect(f.exclamations).toBe(1);
    expect(f.sentences).toBe(2);
    expect(f.firstPerson).toBe(3);
  });

  it('counts questions towards curiosity, slang and idioms, and keeps the most frequent content words as themes', () => {
    const f = analyzeText('Why? Yeah, to be honest the garden, the garden and the sea... kinda cool, by the way.');
    expect(f.traits.curiosity).toBe(2); // "why" + one question
    expect(f.slang).toBe(5); // yeah, kinda, cool, "to be honest", "by the way"
    expect(Object.keys(f.themes)[0]).toBe('garden');
    expect(Object.keys(analyzeText('alpha beta gamma delta epsilon zeta theta iota kappa lambda')).length).toBeGreaterThan(0);
    expect(Object.keys(analyzeText('alpha beta gamma delta epsilon zeta theta iota kappa lambda').themes)).toHaveLength(THEMES_PER_TEXT);
  });

  it('takes themes from what the text is about, not from verbs and common adjectives', () => {
    const f = analyzeText('We sailed to the harbor and it showed us the harbor lights. The harbor was great, the lights were good; we planted a seed.');
    expect(Object.keys(f.themes)).toEqual(['harbor', 'lights', 'seed']);
  });

  it('ignores embedded image data and links', () => {
    const f = analyzeText('Photo: sunset\nImageData: data:image/png;base64,AAAAhappyhappy\nImage URL: https://x.y/happy.png\nMy thoughts: calm');
    expect(f.emotions.joy).toBe(0);
    expect(f.words).toBe(5); // photo, sunset, my, thoughts, calm
  });
});
