import { configure } from '@testing-library/react';

// Tests wait for conditions (waitFor, findBy…), never for time. On a busy 2-core machine a render or a demo API reply
// can take longer than testing-library's 1 s default (a CI run failed on the direct customer's agent list, read in
// slices), so conditions get 10 s, a third of a test's 30 s, as the stories get 15 s (.storybook/preview.tsx). A
// condition that holds returns at once, so passing tests are no slower.
configure({ asyncUtilTimeout: 10_000 });
