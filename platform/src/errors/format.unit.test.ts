import { Writable } from 'node:stream';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@backspin/contracts/catalogue';
import { formatError } from './format.ts';
import { ErrorReporter } from './reporting.ts';

function reporter() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, reporter: new ErrorReporter({ service: 'test', destination }) };
}

/** A formatted error as Apollo hands it to formatError: an unexpected one has the default code. */
const formattedOf = (error: GraphQLError) => ({ ...error.toJSON(), extensions: { code: 'INTERNAL_SERVER_ERROR', ...error.extensions } });

describe('formatError', () => {
  it('in production: an unexpected error is reported once and answers a bare 500 with the report’s id', () => {
    const { lines, reporter: r } = reporter();
    const error = new GraphQLError('connection to the database lost: password=hunter2', { path: ['purchase'] });
    const answer = formatError(formattedOf(error), error, { reporter: r, production: true });
    expect(answer).toEqual({
      message: 'Internal Server Error',
      path: ['purchase'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500, errorId: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
    expect(lines).toEqual([expect.objectContaining({ errorId: answer.extensions?.errorId, path: ['purchase'] })]);
  });

  it('outside production: keeps the message and adds the id', () => {
    const { lines, reporter: r } = reporter();
    const error = new GraphQLError('boom');
    const answer = formatError(formattedOf(error), error, { reporter: r, production: false });
    expect(answer).toMatchObject({ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR', errorId: lines[0]?.errorId } });
  });

  it('keeps the id of an error reported where it happened, without a second report', () => {
    const { lines, reporter: r } = reporter();
    const errorId = 'a'.repeat(32);
    const downstream = new GraphQLError('Internal Server Error', { extensions: { code: 'INTERNAL_SERVER_ERROR', errorId } });
    const answer = formatError(formattedOf(downstream), downstream, { reporter: r, production: true });
    expect(answer.extensions?.errorId).toBe(errorId);
    expect(lines).toEqual([]);
  });

  it('leaves refusals alone: a domain error or a coded one is neither reported nor changed', () => {
    const { lines, reporter: r } = reporter();
    const refusal = new DomainError('FORBIDDEN');
    expect(formatError(formattedOf(refusal), refusal, { reporter: r, production: true })).toEqual(formattedOf(refusal));
    const invalid = new GraphQLError('Cannot query field "nope"', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(formatError(formattedOf(invalid), invalid, { reporter: r, production: true })).toEqual(formattedOf(invalid));
    expect(lines).toEqual([]);
  });
});
