/** One step of the demo client's journey: what it did and what it got. */
export interface JourneyStep {
  step: string;
  status: number;
  detail: string;
}

/** A checker run inside the demo. */
export interface DemoCheck {
  name: string;
  scenario: string;
  operations: number;
  findings: number;
  bySeverity: Record<string, number>;
  failed: boolean;
  htmlReport: string;
}

/** Everything the demo did, as data (written to demo-report.json). */
export interface DemoReport {
  ok: boolean;
  workDir: string;
  sandbox: string;
  proxy: string;
  journeys: {
    /** The v4 client against sandbox v4 itself: the reference. */
    direct: JourneyStep[];
    /** The same v4 client through the proxy over sandbox v6. */
    proxied: JourneyStep[];
    /** The codemod's copy of the client, against sandbox v6 directly. */
    migrated: JourneyStep[];
  };
  codemod: {
    migratedClient: string;
    changed: number;
    edits: number;
    todos: number;
    oldPathsLeft: number;
    report: string;
  };
  checks: DemoCheck[];
  /** Steps whose answers differ from the reference, per journey. */
  differences: { journey: 'proxied' | 'migrated'; step: string; expected: string; got: string }[];
  durationMs: number;
}
