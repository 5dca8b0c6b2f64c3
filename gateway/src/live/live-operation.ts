import {
  getArgumentValues,
  getOperationAST,
  Kind,
  OperationTypeNode,
  print,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { liveSubscriptions } from '@backspin/platform';

export const entityIdVariable = '__liveEntityId';

export interface LiveOperation {
  topic: string;
  /** The subscription's selection as an ordinary query reading the entity an event names. */
  query: string;
  variables: Record<string, unknown>;
  /** How a signed-in subscriber is registered with the publisher while subscribed (platform's `liveSubscriptions`). */
  registration: { start: string; stop: string; variables: Record<string, unknown> } | null;
}

export class LiveOperationError extends Error {}

/**
 * Turns `subscription { userUpdated(userId: 1) { displayName } }` into its topic (`user:1`) and the query
 * `query { userUpdated: user(id: $__liveEntityId) { displayName } }` that the gateway runs, once per
 * distinct selection, for each event on that topic — through the normal query plan, so fields of any
 * subgraph can be selected.
 */
export function toLiveOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variableValues: Record<string, unknown> | null | undefined,
): LiveOperation {
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation !== OperationTypeNode.SUBSCRIPTION) {
    throw new LiveOperationError('not a subscription operation');
  }
  const [field, ...rest] = operation.selectionSet.selections;
  if (!field || rest.length || field.kind !== Kind.FIELD) {
    throw new LiveOperationError('a subscription selects exactly one field, without fragments at its root');
  }
  const live = liveSubscriptions[field.name.value];
  const definition = schema.getSubscriptionType()?.getFields()[field.name.value];
  if (!live || !definition) throw new LiveOperationError(`subscription ${field.name.value} is not served`);
  const args = getArgumentValues(definition, field, variableValues ?? {});

  const rootField: FieldNode = {
    ...field,
    alias: { kind: Kind.NAME, value: field.alias?.value ?? field.name.value },
    name: { kind: Kind.NAME, value: live.entityQuery },
    arguments: [
      {
        kind: Kind.ARGUMENT,
        name: { kind: Kind.NAME, value: 'id' },
        value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: entityIdVariable } },
      },
    ],
  };
  const fragments = document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
  const used = usedVariables([rootField, ...fragments]);
  const queryOperation: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: OperationTypeNode.QUERY,
    ...(operation.name ? { name: operation.name } : {}),
    variableDefinitions: [
      ...(operation.variableDefinitions ?? []).filter((v) => used.has(v.variable.name.value)),
      {
        kind: Kind.VARIABLE_DEFINITION,
        variable: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: entityIdVariable } },
        type: { kind: Kind.NON_NULL_TYPE, type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'ID' } } },
      },
    ],
    selectionSet: { kind: Kind.SELECTION_SET, selections: [rootField] },
  };
  const variables = Object.fromEntries(Object.entries(variableValues ?? {}).filter(([name]) => used.has(name)));
  return {
    topic: live.topic(args),
    query: print({ kind: Kind.DOCUMENT, definitions: [queryOperation, ...fragments] }),
    variables,
    registration: live.register ? { start: live.register.start, stop: live.register.stop, variables: live.register.variables(args) } : null,
  };
}

function usedVariables(nodes: readonly (FieldNode | FragmentDefinitionNode)[]): Set<string> {
  const names = new Set<string>();
  for (const node of nodes) {
    visit(node, {
      Variable(variable) {
        names.add(variable.name.value);
      },
    });
  }
  names.delete(entityIdVariable);
  return names;
}
