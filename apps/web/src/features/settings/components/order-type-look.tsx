import { Avatar } from 'antd';

/** How the POS shows an order type: its logo, or a badge in its colour with the name's first letter. */
export function OrderTypeLook({
  name,
  color,
  logo,
  size = 28,
}: {
  name: string;
  color: string | null;
  logo: string | null;
  size?: number;
}) {
  if (logo) return <Avatar shape="square" size={size} src={logo} alt={name} />;
  return (
    <Avatar shape="square" size={size} style={{ background: color ?? '#d9d9d9', color: color ? '#fff' : '#595959' }}>
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </Avatar>
  );
}
