// tslib for the browser build: the one helper its code uses (@docusaurus/utils-common calls __importDefault).
// Required from CommonJS, tslib's own module keeps every helper; this one lets the others be dropped.
// A module that imports another helper fails the build here.
export {__importDefault} from 'tslib/tslib.es6.mjs';
