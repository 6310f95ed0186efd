/**
 * How long a story waits for the 100,000-agent customer's list (the 'benchmark' persona): 50 MB made by the demo API in
 * the browser, sent through its service worker and read by the page. About 9 s alone; 28–33 s beside three other story
 * browsers in a fresh-clone CI run on 2 cores, where a 25 s wait once ran out. A condition, not a sleep: the story goes
 * on as soon as the rows show. It stays within a story test's 60 s (vitest.config.ts).
 */
export const LARGE_FLEET_WAIT_MS = 45_000;
