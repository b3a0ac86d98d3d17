import type { StaffOrderDetail } from "@nagai/contracts/staff-orders";
import { formatIndiaTime, rupees, statusLabel } from "./staff-order-format";

/** A table that scrolls sideways on a narrow screen: a named region, reachable by keyboard. */
export function Scroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="staff-table-scroll" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}

/** What an order's page shows beside its moves: who, where, what, the money, the history, the audit. */
export function OrderRecords({ order }: { order: StaffOrderDetail }) {
  return (
    <>
      <section aria-labelledby="staff-order-contact" className="staff-section">
        <h2 id="staff-order-contact">Delivery and contact</h2>
        <dl className="staff-facts">
          <dt>Deliver to</dt>
          <dd>
            {order.customerName}, {order.contact}
          </dd>
          <dt>Address</dt>
          <dd>{order.address}</dd>
          <dt>Placed by</dt>
          <dd>
            {order.placedBy.name}, {order.placedBy.contact}
          </dd>
          <dt>E-mail</dt>
          <dd>{order.email}</dd>
        </dl>
      </section>

      <section aria-labelledby="staff-order-items" className="staff-section">
        <h2 id="staff-order-items">Items</h2>
        <Scroll label="Items">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Piece</th>
                <th scope="col">Tag no.</th>
                <th scope="col" className="staff-table__number">
                  Qty
                </th>
                <th scope="col" className="staff-table__number">
                  Price
                </th>
                <th scope="col" className="staff-table__number">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={`${item.sno}-${item.tagNo}`}>
                  <td>
                    {item.productName} (SNO {item.sno})
                  </td>
                  <td>{item.tagNo}</td>
                  <td className="staff-table__number">{item.quantity}</td>
                  <td className="staff-table__number">{rupees(item.price)}</td>
                  <td className="staff-table__number">{rupees(item.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      </section>

      <section aria-labelledby="staff-order-payments" className="staff-section">
        <h2 id="staff-order-payments">Payments and refunds</h2>
        {order.payments.length === 0 ? (
          <p>No online payment was started for this order.</p>
        ) : (
          <Scroll label="Payments">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Shop's number</th>
                  <th scope="col">Gateway id</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="staff-table__number">
                    Amount
                  </th>
                  <th scope="col">Refund</th>
                </tr>
              </thead>
              <tbody>
                {order.payments.map((payment) => (
                  <tr key={payment.merchantTxnNo}>
                    <td>{payment.merchantTxnNo}</td>
                    <td>{payment.gatewayTxnId ?? "—"}</td>
                    <td>
                      {payment.status}
                      {payment.refundFlag && ` (to refund: ${payment.refundFlag})`}
                    </td>
                    <td className="staff-table__number">{rupees(payment.amount)}</td>
                    <td>
                      {payment.refund
                        ? `${payment.refund.state} ${rupees(payment.refund.amount)}, ${payment.refund.merchantTxnNo}` +
                          (payment.refund.gatewayTxnId ? `, gateway id ${payment.refund.gatewayTxnId}` : "") +
                          (payment.refund.state !== "SUCCEEDED" && payment.refund.gatewayMessage
                            ? ` (${payment.refund.gatewayMessage})`
                            : "")
                        : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
        )}
      </section>

      <section aria-labelledby="staff-order-timeline" className="staff-section">
        <h2 id="staff-order-timeline">Timeline (as the shopper sees it)</h2>
        <ol className="staff-list">
          {order.timeline.map((entry) => (
            <li key={`${entry.time}-${entry.status}-${entry.note}`}>
              <strong>{statusLabel(entry.status)}</strong>, {formatIndiaTime(entry.time)}
              {entry.note && `: ${entry.note}`}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="staff-order-audit" className="staff-section">
        <h2 id="staff-order-audit">Audit log</h2>
        {order.audit.length === 0 ? (
          <p>No staff action on this order yet.</p>
        ) : (
          <ol className="staff-list">
            {order.audit.map((entry) => (
              <li key={entry.id}>
                {formatIndiaTime(entry.at)}: {entry.staffName} (staff #{entry.staffId}), {entry.action}{" "}
                {JSON.stringify(entry.before)} → {JSON.stringify(entry.after)}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
