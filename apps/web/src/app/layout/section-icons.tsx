import {
  AppstoreOutlined,
  BarChartOutlined,
  CarOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  IdcardOutlined,
  InboxOutlined,
  LineChartOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export const SECTION_ICONS: Record<string, ReactNode> = {
  report: <BarChartOutlined />,
  onlineReport: <LineChartOutlined />,
  deposit: <InboxOutlined />,
  goodsSetting: <AppstoreOutlined />,
  stockManage: <DatabaseOutlined />,
  staffManage: <TeamOutlined />,
  deviceManage: <DesktopOutlined />,
  storeManage: <ShopOutlined />,
  diningCar: <CarOutlined />,
  readmeApp: <ShoppingOutlined />,
  vipManage: <IdcardOutlined />,
  setting: <SettingOutlined />,
  user: <UserOutlined />,
};
