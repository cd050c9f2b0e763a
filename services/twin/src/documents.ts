// Turns a corpus into retrievable documents. Only the user's own words are ever quotable: a training
// prompt or a correction's question helps matching, but a reply never quotes them.
import type { IndexedDoc } from './bm25.js';
import { Bm25Index } from './bm25.js';
import type { TwinCorpus } from './corpus.js';
import { cleanContent } from './tokenize.js';

export function corpusDocuments(corpus: TwinCorpus): IndexedDoc[] {
  const docs: IndexedDoc[] = [];
  for (const e of corpus.entries) {
    // weight 0 is the user saying "don't train on this"
    if (e.trainingWeight <= 0) continue;
    const content = cleanContent(e.content);
    if (!content && !e.title) continue;
    docs.push({
      key: `entry:${e.id}`, source: 'entry', refId: e.id, title: e.title,
      matchText: `${e.title ?? ''}\n${content}`, quotable: content, weight: e.trainingWeight, createdAt: e.createdAt,
    });
  }
  for (const a of corpus.trainingAnswers) {
    if (!a.answer.trim()) continue;
    docs.push({
      key: `training:${a.id}`, source: 'training', refId: a.id, title: a.prompt,
      matchText: `${a.prompt}\n${a.answer}`, quotable: a.answer, weight: 1, createdAt: a.createdAt,
    });
  }
  for (const c of corpus.corrections) {
    if (!c.correctedReply.trim()) continue;
    // a correction is the user's most deliberate statement of how they'd answer: weight it up
    docs.push({
      key: `correction:${c.id}`, source: 'correction', refId: c.id, title: c.question,
      matchText: `${c.question}\n${c.correctedReply}`, quotable: c.correctedReply, weight: 2, createdAt: c.createdAt,
    });
  }
  return docs;
}

export function buildIndex(corpus: TwinCorpus): Bm25Index {
  return new Bm25Index(corpusDocuments(corpus));
}
