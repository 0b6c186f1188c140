module.exports = require('../../jest.preset.cjs').preset({ name: 'contracts' });
