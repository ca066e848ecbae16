export { teardown as default } from './jest-temp-dir';
