import { useEffect, useState } from 'react';
import { useApiMutation } from '../../api/useApiMutation';

/**
 * The models compatible with a series and its answered capabilities (portal-onboarding §4, §7.3: POST
 * models/{series}), fetched again whenever the inputs change; undefined while there is no input (→ 'N/A'). The
 * server answers a list; the first is the recommendation.
 */
export function useRecommendation(
  series: string | undefined,
  inputs: Record<string, string> | undefined,
): readonly string[] | undefined {
  const recommend = useApiMutation('recommendModels', { failure: false });
  const run = recommend.run;
  const [answer, setAnswer] = useState<{ key: string; compatible: readonly string[] } | undefined>(undefined);
  const key = series === undefined || inputs === undefined ? undefined : JSON.stringify([series, inputs]);

  useEffect(() => {
    if (key === undefined) return;
    let current = true;
    // The key is the inputs' content: a new object with the same content asks nothing new.
    const [askedSeries, askedInputs] = JSON.parse(key) as [string, Record<string, string>];
    void run({ params: { series: askedSeries }, body: askedInputs }).then((reply) => {
      if (current) setAnswer({ key, compatible: reply?.compatible ?? [] });
    });
    return () => {
      current = false;
    };
  }, [key, run]);

  return key !== undefined && answer?.key === key ? answer.compatible : undefined;
}
