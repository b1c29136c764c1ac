--TEST--
DatePeriod over months and with DateTimeImmutable
--FILE--
<?php
date_default_timezone_set('UTC');
$p = new DatePeriod(new DateTimeImmutable('2021-01-31 10:00'), new DateInterval('P1M'), new DateTimeImmutable('2021-07-01'));
foreach ($p as $i => $d) { echo $i, ': ', $d->format('Y-m-d H:i'), "\n"; }
$n = 0; foreach (new DatePeriod(new DateTime('2021-01-01'), new DateInterval('PT6H'), 7) as $d) { $n++; }
var_dump($n);
?>
--EXPECT--
0: 2021-01-31 10:00
1: 2021-03-03 10:00
2: 2021-04-03 10:00
3: 2021-05-03 10:00
4: 2021-06-03 10:00
int(8)
