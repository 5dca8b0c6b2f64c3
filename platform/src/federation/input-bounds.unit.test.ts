import 'reflect-metadata';
import { graphql, type GraphQLInputObjectType, type GraphQLSchema } from 'graphql';
import { Arg, Args, ArgsType, Field, ID, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { JSONScalar } from './scalars.ts';
import { MaxLength, defaultMaxLengths } from './input-bounds.ts';
import { buildFederatedSchema } from './subgraph.ts';

@InputType('BoundsProbeCondition')
class ConditionInput {
  @Field(() => String, { nullable: true })
  value?: string | null;

  @Field(() => [ConditionInput], { nullable: true })
  and?: ConditionInput[] | null;
}

@InputType('BoundsProbeNote')
class NoteInput {
  @MaxLength(20, 'INVALID_CHAT_TEXT')
  @Field(() => String, { nullable: true, description: 'The text, at most 20 characters.' })
  text?: string | null;

  @Field(() => ID, { nullable: true })
  replyToId?: string | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;

  @Field(() => ConditionInput, { nullable: true })
  where?: ConditionInput | null;
}

/** A subclass keeps what its base class declares. */
@InputType('BoundsProbeAdminNote')
class AdminNoteInput extends NoteInput {
  @MaxLength(5000)
  @Field(() => String, { nullable: true })
  comment?: string | null;
}

@ArgsType()
class PageArgs {
  @MaxLength(10)
  @Field(() => String, { nullable: true })
  cursor?: string | null;
}

/** Counts resolver runs: a refused input never reaches its resolver. */
let runs = 0;

@Resolver()
class BoundsProbeResolver {
  @Query(() => Int, { name: 'boundsSearch' })
  search(@Arg('q', () => String) _q: string): number {
    return ++runs;
  }

  @Query(() => Int, { name: 'boundsPage' })
  page(@Args(() => PageArgs) _args: PageArgs): number {
    return ++runs;
  }

  @Mutation(() => Int, { name: 'boundsNote' })
  note(
    @Arg('input', () => NoteInput) _input: NoteInput,
    @MaxLength(3000) @Arg('long', () => String, { nullable: true }) _long: string | null,
  ): number {
    return ++runs;
  }

  @Mutation(() => Int, { name: 'boundsAdminNote' })
  adminNote(@Arg('input', () => AdminNoteInput) _input: AdminNoteInput): number {
    return ++runs;
  }

  @Mutation(() => Int, { name: 'boundsData' })
  data(@Arg('data', () => JSONScalar) _data: unknown): number {
    return ++runs;
  }
}

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildFederatedSchema({ resolvers: [BoundsProbeResolver], referenceResolvers: {} });
});

const run = async (source: string, variableValues: Record<string, unknown> = {}) => {
  const before = runs;
  const result = await graphql({ schema, source, variableValues });
  const first = result.errors?.[0];
  const error: Record<string, unknown> | null = first ? { message: first.message, ...first.extensions } : null;
  return { ran: runs > before, error };
};

describe('input bounds', () => {
  it('refuses a text over the default maximum before the resolver runs, naming the argument', async () => {
    expect(await run('query($q: String!) { boundsSearch(q: $q) }', { q: 'x'.repeat(defaultMaxLengths.String + 1) })).toEqual({
      ran: false,
      error: { message: 'q must be at most 1000 characters', code: 'BAD_USER_INPUT', status: 400, reason: 'INPUT_TOO_LONG', field: 'q', maxLength: 1000 },
    });
    expect((await run('query($q: String!) { boundsSearch(q: $q) }', { q: 'x'.repeat(1000) })).ran).toBe(true);
  });

  it('counts characters as people do: an emoji is one', async () => {
    expect((await run('query($q: String!) { boundsSearch(q: $q) }', { q: '🎵'.repeat(1000) })).ran).toBe(true);
    expect((await run('query($q: String!) { boundsSearch(q: $q) }', { q: '🎵'.repeat(1001) })).error?.reason).toBe('INPUT_TOO_LONG');
  });

  it('refuses a NUL character anywhere, inside input objects, lists and recursive inputs too, naming its path', async () => {
    const note = 'mutation($input: BoundsProbeNote!) { boundsNote(input: $input) }';
    expect(await run('query { boundsSearch(q: "a\\u0000b") }')).toMatchObject({ ran: false, error: { message: 'q must not contain NUL characters (U+0000)', field: 'q', status: 400 } });
    expect((await run(note, { input: { tags: ['ok', 'a\u0000'] } })).error).toMatchObject({ field: 'input.tags[1]', reason: 'INPUT_NUL_CHARACTER' });
    expect((await run(note, { input: { where: { and: [{ and: [{ value: '\u0000' }] }] } } })).error).toMatchObject({
      field: 'input.where.and[0].and[0].value',
    });
    expect((await run(note, { input: { replyToId: 'x'.repeat(defaultMaxLengths.ID + 1) } })).error).toMatchObject({ field: 'input.replyToId', maxLength: 255 });
  });

  it('keeps a field’s own catalogue error when it declares one, and declared maxima on arguments, args types and subclasses', async () => {
    const note = 'mutation($input: BoundsProbeNote!, $long: String) { boundsNote(input: $input, long: $long) }';
    expect(await run(note, { input: { text: 'x'.repeat(21) } })).toEqual({
      ran: false,
      error: { message: 'message must be at most 2000 characters', code: 'BAD_USER_INPUT', status: 400, reason: 'INVALID_CHAT_TEXT', field: 'input.text', maxLength: 20 },
    });
    expect((await run(note, { input: {}, long: 'x'.repeat(3000) })).ran).toBe(true);
    expect((await run(note, { input: {}, long: 'x'.repeat(3001) })).error).toMatchObject({ field: 'long', maxLength: 3000 });
    expect((await run('query($c: String) { boundsPage(cursor: $c) }', { c: 'x'.repeat(11) })).error).toMatchObject({ field: 'cursor', maxLength: 10 });
    const admin = 'mutation($input: BoundsProbeAdminNote!) { boundsAdminNote(input: $input) }';
    expect((await run(admin, { input: { comment: 'x'.repeat(5000), text: 'short' } })).ran).toBe(true);
    expect((await run(admin, { input: { text: 'x'.repeat(21) } })).error).toMatchObject({ reason: 'INVALID_CHAT_TEXT', field: 'input.text' });
  });

  it('bounds JSON as serialized and finds a NUL character in its keys and values', async () => {
    const data = 'mutation($data: JSON!) { boundsData(data: $data) }';
    expect((await run(data, { data: { blob: 'x'.repeat(defaultMaxLengths.JSON) } })).error).toMatchObject({ field: 'data', reason: 'INPUT_TOO_LONG' });
    expect((await run(data, { data: { list: [{ 'k\u0000': 1 }] } })).error).toMatchObject({ field: 'data.list[0].k\\u0000', reason: 'INPUT_NUL_CHARACTER' });
    expect((await run(data, { data: { fine: ['yes'] } })).ran).toBe(true);
  });

  it('documents each maximum in the schema description', () => {
    const search = schema.getQueryType()!.getFields().boundsSearch!.args[0]!;
    expect(search.description).toBe('Input limit: 1000 characters.');
    const note = schema.getType('BoundsProbeNote') as GraphQLInputObjectType;
    expect(note.getFields().text!.description).toBe('The text, at most 20 characters. Input limit: 20 characters.');
    expect(note.getFields().tags!.description).toBe('Input limit: 1000 characters each.');
    expect(note.getFields().replyToId!.description).toBe('Input limit: 255 characters.');
    const data = schema.getMutationType()!.getFields().boundsData!.args[0]!;
    expect(data.description).toBe('Input limit: 65536 characters as JSON.');
  });
});
