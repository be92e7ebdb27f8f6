/**
 * An answer that PostgreSQL wrote as JSON text (issue 17, decision 023): the route's serializer
 * sends the text as it is instead of the driver parsing rows, the service shaping objects and the
 * serializer writing them again. The statement builds exactly the contract's shape; the test suites'
 * serializer (`verify`) checks every such answer against the route's response schema, as it checks
 * the others.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** PostgreSQL's JSON text as the route's answer of type T (see JsonText). */
export const jsonAnswer = <T>(text: string): T => new JsonText(text) as unknown as T;
