import type { FormRule } from 'antd';
import { ruleMessage, type SafeParser } from '../../shared/form/rules';

/** An optional field checked by a contract rule only when filled in (account name, PIN, discount limits). */
export function optionalContractRule(schema: SafeParser, fallback: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || String(value).trim() === '') return;
      const message = ruleMessage(schema, value, fallback);
      if (message) throw new Error(message);
    },
  };
}
