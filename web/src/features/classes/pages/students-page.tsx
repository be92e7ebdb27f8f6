export { ComingSoonPage as default } from '../../misc/pages/coming-soon-page';
