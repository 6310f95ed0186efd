/** The part of Storybook's `index.json` the visual baselines read. */
export interface StoryIndex {
  entries: Record<
    string,
    { id: string; title: string; name: string; importPath: string; type: string; tags?: string[] }
  >;
}

export interface BaselineStory {
  id: string;
  title: string;
  name: string;
}

/**
 * One story per widget and per screen: the first story of each main stories file (`Button.stories.tsx`, not its
 * `Button.features.stories.tsx` companions, whose states the story tests cover), in the index's order. Stories hidden
 * from the sidebar (without the `dev` tag, e.g. the story tests' own checks) have no baseline.
 */
export function baselineStories(index: StoryIndex): BaselineStory[] {
  const seen = new Set<string>();
  const stories: BaselineStory[] = [];
  for (const entry of Object.values(index.entries)) {
    if (
      entry.type !== 'story' ||
      !entry.tags?.includes('dev') ||
      !/\/[A-Za-z0-9]+\.stories\.tsx$/.test(entry.importPath)
    )
      continue;
    if (seen.has(entry.importPath)) continue;
    seen.add(entry.importPath);
    stories.push({ id: entry.id, title: entry.title, name: entry.name });
  }
  return stories;
}
