import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { positiveIntParam } from './route-search.ts';

const flowId = positiveIntParam('flowId');
const notFoundFor = (value: string) => {
  try {
    flowId.parse({ flowId: value });
  } catch (e) {
    return isNotFound(e);
  }
  return false;
};

describe('a numeric id in the URL', () => {
  it('opens the record it names and links back to the same URL', () => {
    expect(flowId.parse({ flowId: '42' })).toEqual({ flowId: 42 });
    expect(flowId.stringify({ flowId: 42 })).toEqual({ flowId: '42' });
  });

  it('is a not-found page when it is not a positive whole number', () => {
    for (const bad of ['0', '-3', '1.5', 'abc', '']) expect(notFoundFor(bad), bad).toBe(true);
  });
});
