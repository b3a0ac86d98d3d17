// Placeholder while the product page is built (issue 3).
export default function ShopDetail() {
  return <h1>Product</h1>;
}
