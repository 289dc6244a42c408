// check.js - validates SARIF logs against the SARIF 2.1.0 schema that the
// @microsoft/jest-sarif package ships (a draft-04 JSON schema).
//   node tests/sarif/check.js FILE.sarif...
// Prints one line per file and "sarif: N passed, N failed"; exit 1 on a failure.
'use strict';
const fs = require('fs');
const path = require('path');
const Ajv = require('ajv-draft-04');

const schemaFile = path.join(__dirname, 'node_modules', '@microsoft', 'jest-sarif', 'lib',
                             'schemas', 'sarif-2.1.0-rtm.5.json');
// the schema's language-tag pattern is not a valid unicode regular
// expression, and its uri formats are informative: check structure
const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false,
                      validateFormats: false, logger: false });
const validate = ajv.compile(JSON.parse(fs.readFileSync(schemaFile, 'utf8')));
let passed = 0, failed = 0;
for (const file of process.argv.slice(2)) {
  let log;
  try {
    log = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    console.log(file + ': not JSON: ' + e.message);
    failed++;
    continue;
  }
  if (validate(log)) {
    passed++;
  } else {
    failed++;
    console.log(file + ': ' + ajv.errorsText(validate.errors));
  }
}
console.log('sarif: ' + passed + ' passed, ' + failed + ' failed');
process.exit(failed ? 1 : 0);
