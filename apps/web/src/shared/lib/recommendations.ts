import type { AdviceAction, ProductionAnalysis } from '@forgeworks/contract';

/** A recommendation with what it asks the player to do, for the button beside it. */
export interface RecommendationItem {
  text: string;
  action: AdviceAction | undefined;
}

/** Each recommendation with what it asks, the server giving both in the same order. */
export function recommendationItems(
  analysis: Pick<ProductionAnalysis, 'recommendations' | 'recommendationActions'>,
): RecommendationItem[] {
  return analysis.recommendations.map((text, i) => ({ text, action: analysis.recommendationActions[i] }));
}
