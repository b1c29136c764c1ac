--TEST--
clone of DateTime keeps an independent state
--FILE--
<?php
date_default_timezone_set('UTC');
$a = new DateTime('2021-01-01 10:00');
$b = clone $a;
$b->modify('+1 day');
echo $a->format('c'), "\n", $b->format('c'), "\n";
$z = new DateTimeZone('Europe/Paris');
$z2 = clone $z;
echo $z2->getName(), "\n";
?>
--EXPECT--
2021-01-01T10:00:00+00:00
2021-01-02T10:00:00+00:00
Europe/Paris
