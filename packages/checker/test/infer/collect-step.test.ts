import { describe, expect, it } from 'vitest';
import { acceptedOf, stepReport } from '../helpers/infer-report.js';

const older = { vendor_ref: 'V-100', legal_name: 'Acme Ltd', city: 'Leeds' };

describe('collecting the evidence of a step', () => {
  it('an error answer on B (an endpoint it does not serve) is no evidence: its body gives no names', () => {
    const error = { status: 404, title: 'Not Found', detail: 'No route GET /vendors' };
    expect(acceptedOf(stepReport(older, error, { a: 200, b: 404 }))).toEqual([]);
  });

  it('nor an error on A beside a record on B', () => {
    const error = { message: 'vendor_ref unknown', code: 'E_REF' };
    const newer = { vendorRef: 'V-100', legalName: 'Acme Ltd', city: 'Leeds' };
    expect(acceptedOf(stepReport(error, newer, { a: 422, b: 200 }))).toEqual([]);
  });

  it('the same answers with 2xx statuses are read', () => {
    const newer = { vendorRef: 'V-100', legalName: 'Acme Ltd', city: 'Leeds' };
    expect(acceptedOf(stepReport(older, newer, { a: 200, b: 201 }))).toEqual([
      'field.renamed  legal_name→legalName',
      'field.renamed  vendor_ref→vendorRef',
    ]);
  });
});
