export { setup as default } from './jest-temp-dir';
