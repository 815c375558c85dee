export { DemoPageContent as default } from '../demo/demo-sections';
