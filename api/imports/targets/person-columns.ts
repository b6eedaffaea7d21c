/**
 * The person's columns every people import has (training applicants, agro applications): the words
 * akimat lists head them with, beyond the form's labels, and which of them a file must have.
 */
export const PERSON_SYNONYMS = {
  fio: ['ФИО', 'Ф.И.О.', 'Фамилия Имя Отчество', 'Аты-жөні', 'Толық аты-жөні', 'Name', 'Full name'],
  iin: ['ИИН', 'ЖСН', 'IIN', 'ИИН заявителя'],
  gender: ['Пол', 'Жынысы', 'Sex'],
  birthday: ['Дата рождения', 'Туған күні', 'Birth date', 'Date of birth'],
  phone: ['Телефон', 'Тел', 'Тел.', 'Моб. телефон', 'Мобильный телефон', 'Телефон нөмірі', 'Phone'],
  region_id: ['Область', 'Облыс', 'Region'],
  district_id: ['Район', 'Аудан', 'District', 'Район/город'],
  rural_okrug_id: ['Сельский округ', 'Ауылдық округ', 'С/о', 'Rural okrug'],
};

export const PERSON_REQUIRED = ['fio', 'iin', 'gender', 'birthday', 'phone', 'region_id', 'district_id'];
