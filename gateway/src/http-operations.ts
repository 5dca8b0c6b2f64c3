import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, OperationTypeNode } from 'graphql';
import { catalogue, DomainError, type ErrorReason } from '@backspin/platform';
import type { GatewayContext } from './context.ts';

/** A catalogue error that also sets the HTTP status of Apollo's answer (its `http` extension is not sent). */
function refusal(reason: ErrorReason): DomainError {
  return new DomainError(reason, { http: { status: catalogue[reason].status } });
}

/**
 * Refuses, with a 400 that says why, what the gateway cannot run over HTTP: a document of several operations without
 * `operationName` (which one is meant?), and a subscription (served over graphql-ws only; Apollo's gateway executor
 * cannot run one and would answer 500).
 */
export function httpOperationPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request }) {
          if (!operation) {
            const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
            if (operations > 1 && !request.operationName) throw refusal('OPERATION_NAME_REQUIRED');
            return;
          }
          if (operation.operation === OperationTypeNode.SUBSCRIPTION) throw refusal('SUBSCRIPTION_OVER_HTTP');
        },
      };
    },
  };
}
