--TEST--
DatePeriod with recurrences
--FILE--
<?php
date_default_timezone_set('UTC');
$p = new DatePeriod(new DateTime('2021-01-31'), new DateInterval('P1M'), 3);
foreach ($p as $k => $d) { echo $k, ' ', $d->format('Y-m-d'), "\n"; }
$p = new DatePeriod(new DateTime('2021-01-01'), new DateInterval('P1D'), 2, DatePeriod::EXCLUDE_START_DATE);
foreach ($p as $k => $d) { echo $k, ' ', $d->format('Y-m-d'), "\n"; }
var_dump($p->getRecurrences());
?>
--EXPECT--
0 2021-01-31
1 2021-03-03
2 2021-04-03
3 2021-05-03
0 2021-01-02
1 2021-01-03
int(2)
