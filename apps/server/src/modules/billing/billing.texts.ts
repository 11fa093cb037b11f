import type { Localized, UiLang } from '@tillbook/contract';

/** The texts of invoices and credit notes (PDF and descriptions), in the six interface languages. */
export const INVOICE_TEXTS = {
  invoice: {
    zh_CN: '发票',
    zh_TW: '發票',
    en_GB: 'Invoice',
    es_ES: 'Factura',
    fr_FR: 'Facture',
    pt_PT: 'Fatura',
  },
  creditNote: {
    zh_CN: '贷项通知单',
    zh_TW: '貸項通知單',
    en_GB: 'Credit note',
    es_ES: 'Factura rectificativa',
    fr_FR: 'Avoir',
    pt_PT: 'Nota de crédito',
  },
  number: { zh_CN: '编号', zh_TW: '編號', en_GB: 'Number', es_ES: 'Número', fr_FR: 'Numéro', pt_PT: 'Número' },
  date: {
    zh_CN: '开具日期',
    zh_TW: '開立日期',
    en_GB: 'Date of issue',
    es_ES: 'Fecha de emisión',
    fr_FR: 'Date d’émission',
    pt_PT: 'Data de emissão',
  },
  seller: { zh_CN: '销售方', zh_TW: '銷售方', en_GB: 'From', es_ES: 'Emisor', fr_FR: 'Émetteur', pt_PT: 'Emitente' },
  buyer: { zh_CN: '购买方', zh_TW: '購買方', en_GB: 'Bill to', es_ES: 'Cliente', fr_FR: 'Client', pt_PT: 'Cliente' },
  vatId: {
    zh_CN: '增值税号',
    zh_TW: '增值稅號',
    en_GB: 'VAT ID',
    es_ES: 'NIF-IVA',
    fr_FR: 'N° de TVA',
    pt_PT: 'NIF/IVA',
  },
  description: {
    zh_CN: '项目',
    zh_TW: '項目',
    en_GB: 'Description',
    es_ES: 'Concepto',
    fr_FR: 'Désignation',
    pt_PT: 'Descrição',
  },
  net: {
    zh_CN: '净额',
    zh_TW: '淨額',
    en_GB: 'Net',
    es_ES: 'Base imponible',
    fr_FR: 'Montant HT',
    pt_PT: 'Valor líquido',
  },
  vat: { zh_CN: '增值税', zh_TW: '增值稅', en_GB: 'VAT', es_ES: 'IVA', fr_FR: 'TVA', pt_PT: 'IVA' },
  total: { zh_CN: '合计', zh_TW: '合計', en_GB: 'Total', es_ES: 'Total', fr_FR: 'Total TTC', pt_PT: 'Total' },
  credits: {
    zh_CN: '冲销发票',
    zh_TW: '沖銷發票',
    en_GB: 'Credits invoice',
    es_ES: 'Rectifica la factura',
    fr_FR: 'Avoir sur la facture',
    pt_PT: 'Retifica a fatura',
  },
  period: {
    zh_CN: '{plan}：{from} 至 {to}',
    zh_TW: '{plan}：{from} 至 {to}',
    en_GB: '{plan}: {from} to {to}',
    es_ES: '{plan}: del {from} al {to}',
    fr_FR: '{plan} : du {from} au {to}',
    pt_PT: '{plan}: de {from} a {to}',
  },
  upgradeCredit: {
    zh_CN: '（已抵扣原套餐未使用部分 {credit}）',
    zh_TW: '（已抵扣原方案未使用部分 {credit}）',
    en_GB: ' (less {credit} for the unused part of the previous plan)',
    es_ES: ' (menos {credit} por la parte no usada del plan anterior)',
    fr_FR: ' (moins {credit} pour la partie non utilisée du forfait précédent)',
    pt_PT: ' (menos {credit} pela parte não usada do plano anterior)',
  },
  refund: {
    zh_CN: '退款：{number}',
    zh_TW: '退款：{number}',
    en_GB: 'Refund of {number}',
    es_ES: 'Reembolso de {number}',
    fr_FR: 'Remboursement de {number}',
    pt_PT: 'Reembolso de {number}',
  },
  reverseCharge: {
    zh_CN: '反向征收：增值税由购买方根据欧盟增值税指令第196条自行申报缴纳。',
    zh_TW: '反向課徵：增值稅由購買方依歐盟增值稅指令第196條自行申報繳納。',
    en_GB: 'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).',
    es_ES: 'Inversión del sujeto pasivo: el IVA lo liquida el destinatario (artículo 196 de la Directiva 2006/112/CE).',
    fr_FR: 'Autoliquidation : TVA due par le preneur (article 196 de la directive 2006/112/CE).',
    pt_PT: 'Autoliquidação: IVA devido pelo adquirente (artigo 196.º da Diretiva 2006/112/CE).',
  },
  reverseChargeUk: {
    zh_CN: '反向征收：英国增值税由购买方自行申报缴纳。',
    zh_TW: '反向課徵：英國增值稅由購買方自行申報繳納。',
    en_GB: 'Reverse charge: the customer accounts for UK VAT to HMRC.',
    es_ES: 'Inversión del sujeto pasivo: el cliente liquida el IVA del Reino Unido ante HMRC.',
    fr_FR: 'Autoliquidation : le client déclare la TVA britannique auprès du HMRC.',
    pt_PT: 'Autoliquidação: o cliente liquida o IVA do Reino Unido junto do HMRC.',
  },
  noVat: {
    zh_CN: '不属于欧盟或英国增值税征收范围。',
    zh_TW: '不屬於歐盟或英國增值稅課徵範圍。',
    en_GB: 'Outside the scope of EU and UK VAT.',
    es_ES: 'No sujeto al IVA de la UE ni del Reino Unido.',
    fr_FR: 'Hors du champ de la TVA de l’UE et du Royaume-Uni.',
    pt_PT: 'Fora do âmbito do IVA da UE e do Reino Unido.',
  },
  paid: {
    zh_CN: '已付款，谢谢。',
    zh_TW: '已付款，謝謝。',
    en_GB: 'Paid with thanks.',
    es_ES: 'Pagada. Gracias.',
    fr_FR: 'Payée. Merci.',
    pt_PT: 'Paga. Obrigado.',
  },
} satisfies Record<string, Localized>;

export const fillText = (text: string, vars: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

/** A date as the merchant reads it on an invoice. */
export function invoiceDate(d: Date, lang: UiLang): string {
  const locale = { zh_CN: 'zh-CN', zh_TW: 'zh-TW', en_GB: 'en-GB', es_ES: 'es-ES', fr_FR: 'fr-FR', pt_PT: 'pt-PT' }[
    lang
  ];
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(d);
}

/** The line of an invoice for a period of a plan. */
export function periodDescription(lang: UiLang, planName: string, from: Date, to: Date, creditText?: string): string {
  const line = fillText(INVOICE_TEXTS.period[lang], {
    plan: planName,
    from: invoiceDate(from, lang),
    to: invoiceDate(to, lang),
  });
  return creditText ? line + fillText(INVOICE_TEXTS.upgradeCredit[lang], { credit: creditText }) : line;
}
