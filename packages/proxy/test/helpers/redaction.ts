export { withRedaction as withRedactionForTest } from '../../src/lib/logger.js';
