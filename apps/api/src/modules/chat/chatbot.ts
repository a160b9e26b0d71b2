import MiniSearch from 'minisearch';
import type { ApplicationContext } from './application-context';
import { HELP_ARTICLES, type HelpArticle } from './knowledge-base';

export interface ChatbotReply {
  text: string;
  /** The chatbot could not answer: it offers a person. */
  offersAgent: boolean;
  /** Where the answer came from: an article id, or `application:<topic>`. */
  source: string | null;
}

/** A question about the borrower's own application, by what it asks. */
const APPLICATION_TOPICS: readonly { topic: 'next' | 'offer' | 'conditions'; pattern: RegExp }[] = [
  {
    topic: 'conditions',
    pattern: /\b(my\s+)?(tasks?|conditions?|outstanding|to-?do)\b|\bwhat (do|does) (you|the lender) need\b/i,
  },
  {
    topic: 'offer',
    pattern:
      /\bmy\s+(offer|rate|apr|payment|monthly payment|draw|initial draw|term|line)\b|\bhow much (can|will|do) i\b/i,
  },
  {
    topic: 'next',
    pattern:
      /\b(next step|what('?s| is) next|what (do|should) i do|what happens next|my (application|status)|status of my|where (is|does) my application)\b/i,
  },
];

/** Below this relevance an article is not an answer (tuned on the knowledge base's own questions). */
const MIN_SCORE = 10;

/** Words that say nothing of the topic: left out of the index and of questions, so they match nothing. */
const STOP_WORDS = new Set(
  (
    'a about am an and any are as at be been but by can could did do does for from get got had has have how i if in ' +
    'into is it its just me more most my no not of on or our please so some tell than that the their them then there ' +
    'these they this to up us was we were what when where which who why will with would you your good best one'
  ).split(' '),
);

function termOf(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

const CANNOT_ANSWER =
  "I'm sorry, I don't have an answer to that. A person from our team can help: choose Talk to a person.";
const SIGN_IN_FIRST =
  'I can answer questions about your application once you sign in. Sign in, then open the chat again, or choose Talk to a person.';

function applicationAnswer(topic: 'next' | 'offer' | 'conditions', context: ApplicationContext): string {
  if (topic === 'next')
    return `Your application: ${context.statusLabel}. Your next step: ${context.nextStep}`;
  if (topic === 'offer') {
    const offer = context.offer;
    if (!offer)
      return `You have not chosen an offer yet. Your application: ${context.statusLabel}. Your next step: ${context.nextStep}`;
    const monthly = offer.monthlyPayment ? `, a monthly payment of ${offer.monthlyPayment}` : '';
    return `Your offer: an APR of ${offer.apr}, an initial draw of ${offer.initialDraw}${monthly}, over ${offer.term}.`;
  }
  if (context.openConditions.length === 0 && context.othersConditions.length === 0)
    return 'You have no open tasks right now. We will let you know if we need anything else.';
  const own =
    context.openConditions.length > 0
      ? `Your open tasks: ${context.openConditions.join('; ')}. Open your tasks list to complete them.`
      : 'You have no open tasks yourself.';
  const others =
    context.othersConditions.length > 0
      ? ` Waiting on another owner: ${context.othersConditions.join('; ')}.`
      : '';
  return `${own}${others}`;
}

/**
 * The chatbot (decision 0235): a question about the borrower's own application is answered from it when they are
 * signed in; any other from the knowledge base by retrieval; when neither answers, it says so and offers a person.
 */
export class Chatbot {
  private readonly index: MiniSearch<HelpArticle>;
  private readonly articles = new Map(HELP_ARTICLES.map((article) => [article.id, article]));

  constructor() {
    this.index = new MiniSearch<HelpArticle>({
      fields: ['title', 'keywords', 'body'],
      storeFields: ['id'],
      processTerm: termOf,
      searchOptions: {
        boost: { title: 2, keywords: 3 },
        processTerm: termOf,
        // Prefixes and typos only on longer words: "can" must not match "cancel".
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      },
    });
    this.index.addAll([...HELP_ARTICLES]);
  }

  /** The best article for a question and its score, or null. */
  search(question: string): { article: HelpArticle; score: number } | null {
    const [best] = this.index.search(question);
    const article = best ? this.articles.get(String(best.id)) : undefined;
    return best && article ? { article, score: best.score } : null;
  }

  reply(question: string, context: ApplicationContext | null): ChatbotReply {
    const topic = APPLICATION_TOPICS.find((candidate) => candidate.pattern.test(question))?.topic;
    if (topic) {
      if (!context) return { text: SIGN_IN_FIRST, offersAgent: true, source: null };
      return { text: applicationAnswer(topic, context), offersAgent: false, source: `application:${topic}` };
    }
    const found = this.search(question);
    if (!found || found.score < MIN_SCORE) return { text: CANNOT_ANSWER, offersAgent: true, source: null };
    return { text: found.article.body, offersAgent: false, source: found.article.id };
  }
}
