// One GraphQL request from body to answer: shape, size, parse, validation with the depth limit, variables, cost, then execution.
import {
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  MaxIntrospectionDepthRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
} from 'graphql';
import type { ErrorEnvelope } from '../../wire/errors.js';
import type { GraphqlError, GraphqlResponse } from '../../wire/graphql.js';
import { fieldError } from '../http/http-error.js';
import { depthLimitRule, introspectionListsRule } from './depth-limit.js';
import type { GraphqlContext } from './graphql-context.js';
import { executionError, graphqlError, requestError } from './graphql-errors.js';
import { MAX_COST, MAX_QUERY_LENGTH, MAX_QUERY_TOKENS } from './limits.js';
import { operationCost } from './query-cost.js';
import { toteSchema } from './schema.js';

/** The HTTP answer of a GraphQL request; a body that is not one also carries the store's error envelope (`message`, `details`). */
export interface GraphqlAnswer {
  status: number;
  body: GraphqlResponse & Partial<ErrorEnvelope>;
}

/** Most variable errors reported at once. */
const MAX_VARIABLE_ERRORS = 20;

const VALIDATION_RULES = [...specifiedRules.filter((rule) => rule !== MaxIntrospectionDepthRule), depthLimitRule, introspectionListsRule];

function refused(...errors: GraphqlError[]): GraphqlAnswer {
  return { status: 200, body: { errors } };
}

/** A body that is not a GraphQL request: which field is wrong and how. */
interface BodyProblem {
  field: string;
  description: string;
}

/**
 * HTTP 400 of a body that is not a GraphQL request: the store's validation envelope (as every other call answers bad
 * input) and, for GraphQL clients, the same as `errors`.
 */
function badBody({ field, description }: BodyProblem): GraphqlAnswer {
  const { body } = fieldError(field, description, 'FORMAT');
  return { status: 400, body: { ...body, errors: [graphqlError('BAD_REQUEST', body.message, { ...body.details })] } };
}

/** `{query, variables?, operationName?}` of a body, or what is wrong with it. */
function readBody(body: unknown): { query: string; variables: Record<string, unknown>; operationName?: string } | BodyProblem {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return { field: 'body', description: 'must be a JSON object {query, variables, operationName}' };
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') return { field: 'query', description: 'must be a non-empty string' };
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    return { field: 'variables', description: 'must be an object' };
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return { field: 'operationName', description: 'must be a string' };
  return { query, variables: (variables ?? {}) as Record<string, unknown>, ...(typeof operationName === 'string' ? { operationName } : {}) };
}

function parseDocument(query: string): DocumentNode | GraphqlError {
  if (query.length > MAX_QUERY_LENGTH)
    return graphqlError('QUERY_TOO_LARGE', `The query has ${query.length} characters; at most ${MAX_QUERY_LENGTH} are read`, {
      maxLength: MAX_QUERY_LENGTH,
    });
  try {
    return parse(query, { maxTokens: MAX_QUERY_TOKENS });
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    // graphql-js words it "more that N tokens" (sic).
    if (/more tha[nt] \d+ tokens/.test(error.message)) return requestError(error, 'QUERY_TOO_LARGE');
    return requestError(error, 'GRAPHQL_PARSE_FAILED');
  }
}

/**
 * Answers a GraphQL request: 400 (validation envelope and `errors`) when the body is not one; otherwise 200 with `data` and/or `errors` (GraphQL over
 * HTTP with application/json), refusals before execution having no `data`. Each mutation field runs as its own REST
 * call would: one transaction each, in order.
 */
export async function runGraphql(context: GraphqlContext, body: unknown): Promise<GraphqlAnswer> {
  const read = readBody(body);
  if ('field' in read) return badBody(read);
  const document = parseDocument(read.query);
  if (!('kind' in document)) return refused(document);
  const schema = toteSchema();
  const invalid = validate(schema, document, VALIDATION_RULES);
  if (invalid.length > 0) return refused(...invalid.map((e) => requestError(e, 'GRAPHQL_VALIDATION_FAILED')));
  const operation = getOperationAST(document, read.operationName);
  if (!operation)
    return refused(
      graphqlError(
        'GRAPHQL_VALIDATION_FAILED',
        read.operationName ? `The document has no operation named ${read.operationName}` : 'The document has several operations: name one in operationName',
      ),
    );
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], read.variables, { maxErrors: MAX_VARIABLE_ERRORS });
  if (coerced.errors) return refused(...coerced.errors.map((e) => requestError(e, 'BAD_USER_INPUT')));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const cost = operationCost(schema, operation, fragments, coerced.coerced);
  if (cost > MAX_COST)
    return refused(
      graphqlError('QUERY_TOO_COSTLY', `The query's estimated cost is ${cost}; at most ${MAX_COST} is allowed (ask for smaller pages or fewer nested lists)`, {
        cost,
        maxCost: MAX_COST,
      }),
    );
  const result = await execute({ schema, document, operationName: read.operationName ?? null, variableValues: read.variables, contextValue: context });
  const errors = result.errors?.map((e) => executionError(e, context.request));
  return { status: 200, body: { data: (result.data ?? null) as Record<string, unknown> | null, ...(errors ? { errors } : {}) } };
}
