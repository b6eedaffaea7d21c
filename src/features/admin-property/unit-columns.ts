/** A unit's cells as the generator's grid and the building's unit table both show them, in this order. */
export const UNIT_CELLS = ['section', 'floor', 'number', 'kind', 'rooms', 'area', 'price', 'finish'] as const;
