/** The validators used by tests and the audit ship no types of their own. */
declare module "@adobe/structured-data-validator" {
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    debug: boolean;
    validate(extracted: unknown): Promise<unknown[]>;
  }
}

declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options?: Record<string, unknown>);
    parse(html: string): Record<string, unknown>;
  }
}
