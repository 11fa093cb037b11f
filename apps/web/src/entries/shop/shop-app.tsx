import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter, Route, Routes } from 'react-router';
import { HomePage } from './pages/home-page';
import { ShopLayout } from './shop-layout';

const CategoryPage = lazy(() => import('./pages/category-page'));
const SearchPage = lazy(() => import('./pages/search-page'));
const ProductPage = lazy(() => import('./pages/product-page'));
const CartPage = lazy(() => import('./pages/cart-page'));
const CheckoutPage = lazy(() => import('./pages/checkout-page'));
const OrderPage = lazy(() => import('./pages/order-page'));
const OrdersPage = lazy(() => import('./pages/orders-page'));
const AccountPage = lazy(() => import('./pages/account-page'));
const SignInPage = lazy(() => import('./pages/sign-in-page'));
const RegisterPage = lazy(() => import('./pages/register-page'));
const VerifyPage = lazy(() => import('./pages/verify-page'));
const ForgotPage = lazy(() => import('./pages/forgot-page'));
const TablePage = lazy(() => import('./pages/table-page'));

/** Without a shop's code: how to reach one. */
function NoShop() {
  const { t } = useTranslation('shop');
  return (
    <main className="sf-page sf-center" data-testid="shop-none">
      <h1>{t('title')}</h1>
      <p>{t('noShop')}</p>
    </main>
  );
}

export function ShopApp() {
  return (
    <HashRouter>
      <Routes>
        <Route path="/table" element={<TablePage />} />
        <Route path="/:code" element={<ShopLayout />}>
          <Route index element={<HomePage />} />
          <Route path="c/:categoryId" element={<CategoryPage />} />
          <Route path="search" element={<SearchPage />} />
          <Route path="p/:productId" element={<ProductPage />} />
          <Route path="cart" element={<CartPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          <Route path="order/:id" element={<OrderPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="signin" element={<SignInPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="verify" element={<VerifyPage />} />
          <Route path="forgot" element={<ForgotPage />} />
        </Route>
        <Route path="*" element={<NoShop />} />
      </Routes>
    </HashRouter>
  );
}
