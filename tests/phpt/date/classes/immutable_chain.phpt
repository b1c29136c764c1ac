--TEST--
DateTimeImmutable chained setters
--FILE--
<?php
date_default_timezone_set('UTC');
$a = new DateTimeImmutable('2021-06-15 08:30:00');
$b = $a->setTimezone(new DateTimeZone('Asia/Kolkata'))->setTime(0, 0)->modify('+1 day')->setDate(2022, 1, 1);
echo $a->format('c'), "\n", $b->format('c e'), "\n";
?>
--EXPECT--
2021-06-15T08:30:00+00:00
2022-01-01T00:00:00+05:30 Asia/Kolkata
