--TEST--
DateTime::modify
--FILE--
<?php
date_default_timezone_set('UTC');
$d = new DateTime('2021-01-31 10:00:00');
foreach (['+1 day', '+1 month', 'last day of this month', 'first monday of next month', 'midnight', 'noon', '-2 hours', 'next friday', '+1 week 2 days'] as $m) {
    $r = $d->modify($m);
    echo str_pad($m, 28), $d->format('Y-m-d H:i:s D'), ' ', $r === $d ? 'same' : 'other', "\n";
}
?>
--EXPECT--
+1 day                      2021-02-01 10:00:00 Mon same
+1 month                    2021-03-01 10:00:00 Mon same
last day of this month      2021-03-31 10:00:00 Wed same
first monday of next month  2021-04-05 00:00:00 Mon same
midnight                    2021-04-05 00:00:00 Mon same
noon                        2021-04-05 12:00:00 Mon same
-2 hours                    2021-04-05 10:00:00 Mon same
next friday                 2021-04-09 00:00:00 Fri same
+1 week 2 days              2021-04-18 00:00:00 Sun same
