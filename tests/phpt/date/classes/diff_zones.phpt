--TEST--
DateTime::diff across zones
--FILE--
<?php
$a = new DateTime('2021-01-01 00:00', new DateTimeZone('Europe/Paris'));
$b = new DateTime('2021-01-01 00:00', new DateTimeZone('UTC'));
echo $a->diff($b)->format('%R %d %h %i %a'), "\n";
$c = new DateTime('2021-03-27 12:00', new DateTimeZone('Europe/Paris'));
$d = new DateTime('2021-03-28 12:00', new DateTimeZone('Europe/Paris'));
echo $c->diff($d)->format('%R %d %h %i %a'), "\n";
?>
--EXPECT--
+ 0 1 0 0
+ 1 0 0 1
