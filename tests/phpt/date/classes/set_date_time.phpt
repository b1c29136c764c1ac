--TEST--
setDate, setTime, setISODate
--FILE--
<?php
date_default_timezone_set('UTC');
$d = new DateTime('2021-07-01 12:00:00');
$d->setDate(2020, 2, 30); echo $d->format('c'), "\n";
$d->setDate(2021, 13, 1); echo $d->format('c'), "\n";
$d->setTime(25, 70, 80); echo $d->format('c'), "\n";
$d->setTime(1, 2, 3, 456789); echo $d->format('Y-m-d H:i:s.u'), "\n";
$d->setTime(10, 0); echo $d->format('Y-m-d H:i:s.u'), "\n";
$d->setISODate(2021, 1); echo $d->format('c D'), "\n";
$d->setISODate(2020, 53, 7); echo $d->format('c D'), "\n";
?>
--EXPECT--
2020-03-01T12:00:00+00:00
2022-01-01T12:00:00+00:00
2022-01-02T02:11:20+00:00
2022-01-02 01:02:03.456789
2022-01-02 10:00:00.000000
2021-01-04T10:00:00+00:00 Mon
2021-01-03T10:00:00+00:00 Sun
