/**
 * One shape for every workflow the contract declares as data (case outcomes, ADR 070; agro applications,
 * ADR 062; property leads, ADR 121): where a thing with no state yet may begin, and where each state may
 * move. The server refuses any other move with canMove(); the forms offer nextStates(). A state with no
 * moves is final.
 */
export interface Transitions<S extends string> {
  /** Where a thing with no state yet may begin (a case before its first outcome). */
  readonly first?: readonly S[];
  readonly next: Readonly<Partial<Record<S, readonly S[]>>>;
}

export const nextStates = <S extends string>(t: Transitions<S>, from: S | null): readonly S[] =>
  (from === null ? t.first : t.next[from]) ?? [];

export const canMove = <S extends string>(t: Transitions<S>, from: S | null, to: S): boolean =>
  nextStates(t, from).includes(to);

export const isFinal = <S extends string>(t: Transitions<S>, state: S): boolean => !nextStates(t, state).length;
