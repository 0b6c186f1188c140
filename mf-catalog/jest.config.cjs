module.exports = require('../jest.preset.cjs').preset({ name: 'mf-catalog' });
