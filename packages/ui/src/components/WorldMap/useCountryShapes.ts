import { useEffect, useState } from 'react';
import { loadCountryShapes, type CountryShape } from './worldAtlas';

/** The projected countries once the atlas has loaded; undefined until then (or if it cannot load). */
export function useCountryShapes(): CountryShape[] | undefined {
  const [shapes, setShapes] = useState<CountryShape[]>();
  useEffect(() => {
    let mounted = true;
    loadCountryShapes().then(
      (loaded) => {
        if (mounted) setShapes(loaded);
      },
      () => {
        // The map is decorative: without the atlas it stays blank and its label still names the countries.
      },
    );
    return () => {
      mounted = false;
    };
  }, []);
  return shapes;
}
