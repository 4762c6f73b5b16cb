import { identityProviderSuite } from './identity-provider.suite.js';
import { serviceSuite } from './service.suite.js';

// The sandbox over plain HTTP, checked with @badgateway/oauth2-client (see docs/sandbox.md, "Conformance").
identityProviderSuite('http');
serviceSuite('http');
