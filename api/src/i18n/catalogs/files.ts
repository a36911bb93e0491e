import type { Catalog } from '../catalog.js'

export const FILE_MESSAGES = {
  file_too_large: {
    tm: 'Faýl gaty uly: {max} kB-dan kiçi bolmaly.',
    ru: 'Файл слишком большой: размер должен быть меньше {max} КБ.',
    en: 'The file is too large: it must be under {max} kB.',
  },
  file_type_unsupported: {
    tm: 'Faýlyň görnüşi goldanmaýar. Rugsat berilýän görnüşler: {types}.',
    ru: 'Формат файла не поддерживается. Допустимые форматы: {types}.',
    en: 'This file format is not supported. Allowed formats: {types}.',
  },
  file_empty: {
    tm: 'Faýl boş.',
    ru: 'Файл пустой.',
    en: 'The file is empty.',
  },
  file_not_found: {
    tm: 'Beýle faýl ýok.',
    ru: 'Такого файла нет.',
    en: 'There is no such file.',
  },
  multipart_expected: {
    tm: 'Maglumatlar faýllar bilen bile multipart/form-data görnüşinde iberilmeli.',
    ru: 'Данные с файлами нужно отправлять в формате multipart/form-data.',
    en: 'Send the data with its files as multipart/form-data.',
  },
} satisfies Catalog

export const FILE_FIELDS = {
  file: { tm: 'Faýl', ru: 'Файл', en: 'file' },
} satisfies Catalog
