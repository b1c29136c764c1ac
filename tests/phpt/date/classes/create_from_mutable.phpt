--TEST--
createFromImmutable, createFromMutable, createFromInterface
--FILE--
<?php
date_default_timezone_set('UTC');
$m = new DateTime('2021-03-15 10:00:00.25', new DateTimeZone('Asia/Tokyo'));
$i = DateTimeImmutable::createFromMutable($m);
echo get_class($i), ' ', $i->format('Y-m-d H:i:s.u e'), "\n";
$m2 = DateTime::createFromImmutable($i);
echo get_class($m2), ' ', $m2->format('Y-m-d H:i:s.u e'), "\n";
$x = DateTimeImmutable::createFromInterface($m);
$y = DateTime::createFromInterface($i);
echo get_class($x), ' ', get_class($y), ' ', $x->format('c'), ' ', $y->format('c'), "\n";
$m->modify('+1 day');
echo $i->format('c'), ' ', $m->format('c'), "\n";
?>
--EXPECT--
DateTimeImmutable 2021-03-15 10:00:00.250000 Asia/Tokyo
DateTime 2021-03-15 10:00:00.250000 Asia/Tokyo
DateTimeImmutable DateTime 2021-03-15T10:00:00+09:00 2021-03-15T10:00:00+09:00
2021-03-15T10:00:00+09:00 2021-03-16T10:00:00+09:00
