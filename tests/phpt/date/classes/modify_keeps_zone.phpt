--TEST--
modify() keeps the object zone and microseconds
--FILE--
<?php
$d = new DateTime('2021-03-27 12:00:00.5', new DateTimeZone('Europe/Paris'));
$d->modify('+1 day'); echo $d->format('Y-m-d H:i:s.u T'), "\n";
$d->modify('+1 hour'); echo $d->format('Y-m-d H:i:s.u T'), "\n";
$d->modify('midnight'); echo $d->format('Y-m-d H:i:s.u T'), "\n";
$d->modify('2021-01-01 10:00 UTC'); echo $d->format('Y-m-d H:i:s.u T e'), "\n";
?>
--EXPECT--
2021-03-28 12:00:00.500000 CEST
2021-03-28 13:00:00.500000 CEST
2021-03-28 00:00:00.000000 CET
2021-01-01 10:00:00.000000 CET Europe/Paris
