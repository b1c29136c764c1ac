--TEST--
setTime with microseconds and overflow
--FILE--
<?php
date_default_timezone_set('UTC');
$d = new DateTime('2021-01-01');
$d->setTime(10, 0, 0, 1500000); echo $d->format('Y-m-d H:i:s.u'), "\n";
$d->setTime(-1, 0); echo $d->format('Y-m-d H:i:s.u'), "\n";
$d->setTime(0, -1, -1); echo $d->format('Y-m-d H:i:s.u'), "\n";
?>
--EXPECT--
2021-01-01 10:00:01.500000
2020-12-31 23:00:00.000000
2020-12-30 23:58:59.000000
