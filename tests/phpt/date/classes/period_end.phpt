--TEST--
DatePeriod with an end date
--FILE--
<?php
date_default_timezone_set('UTC');
$p = new DatePeriod(new DateTimeImmutable('2021-01-01'), new DateInterval('P1W'), new DateTime('2021-02-01'));
foreach ($p as $d) { echo get_class($d), ' ', $d->format('Y-m-d D'), "\n"; }
$p = new DatePeriod(new DateTime('2021-01-01'), new DateInterval('P1D'), new DateTime('2021-01-03'), DatePeriod::INCLUDE_END_DATE);
foreach ($p as $d) { echo $d->format('Y-m-d'), "\n"; }
echo $p->getStartDate()->format('Y-m-d'), ' ', $p->getEndDate()->format('Y-m-d'), ' ', $p->getDateInterval()->d, "\n";
var_dump($p->getRecurrences());
?>
--EXPECT--
DateTimeImmutable 2021-01-01 Fri
DateTimeImmutable 2021-01-08 Fri
DateTimeImmutable 2021-01-15 Fri
DateTimeImmutable 2021-01-22 Fri
DateTimeImmutable 2021-01-29 Fri
2021-01-01
2021-01-02
2021-01-03
2021-01-01 2021-01-03 1
NULL
