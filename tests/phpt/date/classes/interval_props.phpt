--TEST--
DateInterval properties are writable
--FILE--
<?php
$i = new DateInterval('P1D');
$i->d = 5; $i->h = 3;
echo $i->format('%d %h'), "\n";
$d = new DateTime('2021-01-01 00:00:00', new DateTimeZone('UTC'));
$d->add($i);
echo $d->format('c'), "\n";
?>
--EXPECT--
5 3
2021-01-06T03:00:00+00:00
