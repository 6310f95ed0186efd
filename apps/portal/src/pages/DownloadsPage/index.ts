export { DownloadsPage } from './DownloadsPage';
