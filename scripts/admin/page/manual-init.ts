// Before sveltia-cms.js: start only when admin.ts calls CMS.init() with the generated
// configuration and the article components registered.
window.CMS_MANUAL_INIT = true;

export {};
