/**
 * Project office members: an ILLUSTRATIVE list, to be confirmed by the foundation (the page says so).
 * Names are proper nouns shown as written; positions and areas are catalog ids.
 */
export interface OfficeMember {
  name: { cyrl: string; latn: string };
  position: 'head' | 'deputy' | 'coordinator' | 'economist' | 'agronomist' | 'lawyer' | 'analyst' | 'trainer';
  area: 'management' | 'economy' | 'agro' | 'legal' | 'finance' | 'education' | 'regions';
}

export const OFFICE_MEMBERS: OfficeMember[] = [
  { name: { cyrl: 'Ахметов Ерлан', latn: 'Akhmetov Yerlan' }, position: 'head', area: 'management' },
  { name: { cyrl: 'Сәрсенбаева Гүлнар', latn: 'Sarsenbayeva Gulnar' }, position: 'deputy', area: 'management' },
  { name: { cyrl: 'Жұмабеков Нұрлан', latn: 'Zhumabekov Nurlan' }, position: 'economist', area: 'economy' },
  { name: { cyrl: 'Қасымова Айгерім', latn: 'Kassymova Aigerim' }, position: 'analyst', area: 'economy' },
  { name: { cyrl: 'Оспанов Бауыржан', latn: 'Ospanov Bauyrzhan' }, position: 'agronomist', area: 'agro' },
  { name: { cyrl: 'Тоқтарова Мадина', latn: 'Toktarova Madina' }, position: 'agronomist', area: 'agro' },
  { name: { cyrl: 'Нұрғалиев Дәурен', latn: 'Nurgaliyev Dauren' }, position: 'lawyer', area: 'legal' },
  { name: { cyrl: 'Смағұлова Әсел', latn: 'Smagulova Assel' }, position: 'analyst', area: 'finance' },
  { name: { cyrl: 'Бекмұханов Асқар', latn: 'Bekmukhanov Askar' }, position: 'coordinator', area: 'regions' },
  { name: { cyrl: 'Ержанова Динара', latn: 'Yerzhanova Dinara' }, position: 'coordinator', area: 'regions' },
  { name: { cyrl: 'Исаев Тимур', latn: 'Issayev Timur' }, position: 'trainer', area: 'education' },
  { name: { cyrl: 'Әбдірахманова Жанар', latn: 'Abdirakhmanova Zhanar' }, position: 'trainer', area: 'education' },
];
