import { questionFilters, type QuestionFilter } from '#shared/rules/question-order.ts';

/** The page's filter from ?filter=: an unknown one reads as all (old links keep working). */
export function questionFilterOf(filter: string | undefined): QuestionFilter {
  return (questionFilters as readonly string[]).includes(filter ?? '') ? (filter as QuestionFilter) : 'all';
}
