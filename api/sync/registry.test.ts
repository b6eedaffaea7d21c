/**
 * defineMutation takes its name and args from contract/mutations.ts. The `@ts-expect-error` lines
 * are the test: `tsc` fails if a misspelt name or a wrong args field ever stops being an error.
 */
import { describe, expect, it } from 'vitest';
import { mutationArgs } from '../../contract/mutations.ts';
import { defineMutation, type MutationTable } from './registry.ts';

describe('defineMutation', () => {
  it('takes the args schema from the map by name', () => {
    const def = defineMutation({ name: 'request.submit', roles: ['public'], apply() {} });
    expect(def.args).toBe(mutationArgs['request.submit']);
  });

  it('refuses a name outside the map and args the schema does not have (checked by tsc)', () => {
    // @ts-expect-error -- 'request.sumbit' is not a mutation name
    defineMutation({ name: 'request.sumbit', roles: ['public'], apply() {} });
    defineMutation({
      name: 'attendance.mark',
      roles: ['trainer'],
      apply(_ctx, args) {
        // @ts-expect-error -- attendance.mark's args have no `iin`
        void args.iin;
      },
    });
    const partial: Partial<MutationTable> = {
      // @ts-expect-error -- a mutation filed under another name
      'contest.submit': defineMutation({ name: 'request.submit', roles: ['public'], apply() {} }),
    };
    expect(partial).toBeTruthy();
  });
});
