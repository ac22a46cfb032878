import { Hono } from "hono";
import { escapeHtml as e } from "../../core/http";
import type { StripeService } from "../service";
import { day, html, money, page } from "./layout";

/** `invoice.hosted_invoice_url`: a read-only receipt. */
export function invoicePageRoutes(service: StripeService): Hono {
  const app = new Hono();
  app.get("/i/:id", (c) => {
    const invoice = service.store.invoices.get(c.req.param("id"));
    if (!invoice) return html(page("Not found", `<h1 id="title">Invoice not found</h1>`), 404);
    const line = invoice.lines.data[0];
    return html(
      page(
        `Invoice ${invoice.number ?? invoice.id}`,
        `<h1 id="title">Invoice ${e(invoice.number ?? invoice.id)}</h1>
        <p class="amount">${money(invoice.total, invoice.currency)}</p>
        <p>${invoice.status === "paid" && invoice.status_transitions.paid_at ? `<span class="badge">Paid</span> on ${e(day(invoice.status_transitions.paid_at))}` : `<span class="badge warn">${e(invoice.status)}</span>`}</p>
        <table><tbody>
          <tr><th>Billed to</th><td>${e(invoice.customer_email ?? invoice.customer)}</td></tr>
          ${line ? `<tr><th>Item</th><td>${e(line.description)}</td></tr><tr><th>Period</th><td>${e(day(line.period.start))} – ${e(day(line.period.end))}</td></tr>` : ""}
        </tbody></table>`,
      ),
    );
  });
  return app;
}
