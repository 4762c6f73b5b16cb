import { identityProviderSuite } from './identity-provider.suite.js';
import { serviceSuite } from './service.suite.js';

// The sandbox over HTTPS (`tls`: a certificate made at start, trusted through its CA), the same rows.
identityProviderSuite('tls');
serviceSuite('tls');
