/** Something a translation could not carry over: data the target version has no room for. */
export interface Loss {
  changeId: string;
  /** JSON path in the input, e.g. `$.data[3].assignedUserIds`. */
  path: string;
  /** `many-to-one`: a list shown as its first element; `field-dropped`: a field the target version lacks. */
  reason: 'many-to-one' | 'field-dropped';
}

/**
 * Why part of a payload was passed through untouched; or, for `moved-to-path`, a request body field that now
 * travels in the path (nothing is lost on the wire, but a stored body alone no longer holds it).
 */
export interface Note {
  code:
    | 'not-json'
    | 'unexpected-shape'
    | 'missing-move-field'
    | 'invalid-move-field'
    | 'no-route'
    | 'moved-to-path';
  message: string;
  /** Set when the request cannot be translated safely: callers should refuse it rather than send it on. */
  refuse?: boolean;
  changeId?: string;
  path?: string;
}

/** What translating one body did. */
export interface BodyOutcome {
  body: string;
  applied: string[];
  lossy: Loss[];
  notes: Note[];
}
