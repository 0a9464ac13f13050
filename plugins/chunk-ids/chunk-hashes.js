// A route group's chunk hashes (plugins/chunk-ids): the build writes them in place of the string.
Object.assign(__webpack_require__.ch, 'portico-chunk-hashes');
