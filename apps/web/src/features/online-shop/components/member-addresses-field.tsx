import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MemberAddressInput } from '@tillbook/contract';
import { Button, Card, Col, Flex, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../shared/form/rules';
import { optional } from './form-rules';

const A = MemberAddressInput.shape;

/** An online member's delivery addresses (at most 10): who receives it, a phone, the address, city, postal code. */
export function MemberAddressesField() {
  const { t } = useTranslation('onlineShop');
  return (
    <Form.List name="addresses">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8} data-testid="member-addresses">
          {fields.map((field, i) => (
            <Card
              key={field.key}
              size="small"
              title={t('member.addressN', { n: i + 1 })}
              extra={
                <Button
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('member.removeAddress')}
                  onClick={() => remove(field.name)}
                  data-testid={`member-address-${i}-remove`}
                />
              }
              data-testid={`member-address-${i}`}
            >
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  <Form.Item name={[field.name, 'name']} label={t('member.recipient')}>
                    <Input maxLength={50} data-testid={`member-address-${i}-name`} />
                  </Form.Item>
                </Col>
                <Col xs={8} md={4}>
                  <Form.Item
                    name={[field.name, 'areaCode']}
                    label={t('member.areaCode')}
                    rules={[contractRule(optional(A.areaCode), t('member.areaCodeInvalid'))]}
                  >
                    <Input maxLength={8} data-testid={`member-address-${i}-areaCode`} />
                  </Form.Item>
                </Col>
                <Col xs={16} md={12}>
                  <Form.Item
                    name={[field.name, 'phone']}
                    label={t('field.phone')}
                    rules={[contractRule(optional(A.phone), t('member.phoneInvalid'))]}
                  >
                    <Input inputMode="tel" data-testid={`member-address-${i}-phone`} />
                  </Form.Item>
                </Col>
                <Col xs={24}>
                  <Form.Item
                    name={[field.name, 'address']}
                    label={t('field.address')}
                    rules={[
                      { required: true, whitespace: true, message: t('member.addressRequired') },
                      contractRule(A.address, t('member.addressRequired')),
                    ]}
                  >
                    <Input maxLength={200} data-testid={`member-address-${i}-address`} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'city']} label={t('member.city')}>
                    <Input maxLength={50} data-testid={`member-address-${i}-city`} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name={[field.name, 'postalCode']} label={t('member.postalCode')}>
                    <Input maxLength={10} data-testid={`member-address-${i}-postalCode`} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          {fields.length < 10 && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ name: '', areaCode: '', phone: '', address: '', city: '', postalCode: '' })}
              style={{ alignSelf: 'flex-start' }}
              data-testid="member-address-add"
            >
              {t('member.addAddress')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
