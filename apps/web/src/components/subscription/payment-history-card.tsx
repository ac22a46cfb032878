import { ReceiptIcon } from "lucide-react";
import type { RouterOutputs } from "@understudy/api";
import { Badge } from "@understudy/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Skeleton } from "@understudy/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@understudy/ui/table";
import { DateText } from "~/components/time/time-zone-provider";
import { formatMoney, paymentStatusBadge } from "./plan-display";

type Transaction = RouterOutputs["subscription"]["paymentHistory"]["transactions"][number];

/** Payment History: date, plan, amount and status of each transaction, or an empty state. */
export function PaymentHistoryCard({
  transactions,
  planNames,
  error,
}: {
  transactions: Transaction[] | undefined;
  planNames: Record<string, string>;
  error: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Payment History</h2>
        </CardTitle>
        <CardDescription>Your invoices and their status</CardDescription>
      </CardHeader>
      <CardContent>
        {!transactions ? (
          error ? (
            <p className="text-muted-foreground py-6 text-center text-sm">Payment history is unavailable</p>
          ) : (
            <div className="flex flex-col gap-2">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          )
        ) : transactions.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <ReceiptIcon className="text-muted-foreground size-8" aria-hidden />
            <p className="font-medium">No payments yet</p>
            <p className="text-muted-foreground text-sm">Your payments will appear here once you upgrade to Pro.</p>
          </div>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead className="hidden sm:table-cell">Plan</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead className="text-right">Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {transactions.map((t) => {
                const badge = paymentStatusBadge(t.payment_status);
                return (
                  <TableRow key={t.id}>
                    <TableCell>
                      <DateText value={t.created_at} />
                      <span className="text-muted-foreground block text-xs sm:hidden">{planNames[t.plan_id] ?? t.plan_id}</span>
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">{planNames[t.plan_id] ?? t.plan_id}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatMoney(t.amount, t.currency)}</TableCell>
                    <TableCell className="text-right">
                      <Badge variant={badge.variant}>{badge.label}</Badge>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
