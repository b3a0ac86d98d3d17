// Placeholder while the listing is built (issue 3).
export default function ShopLeft() {
  return <h1>Shop</h1>;
}
