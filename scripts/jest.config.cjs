// The release and topology tooling's own tests (ES modules, called in a Node process of their own).
module.exports = require('../jest.preset.cjs').preset({ environment: 'node', name: 'scripts' });
