export { CoverageScorePage } from './CoverageScorePage';
