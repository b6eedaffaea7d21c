/** Draft kinds in Dexie: staff registrations and an applicant's own, kept apart on a shared device. */
export const STAFF_KIND = 'registration';
export const SELF_KIND = 'registration.self';
export const SUBMIT_MUTATION = 'registration.submit';
