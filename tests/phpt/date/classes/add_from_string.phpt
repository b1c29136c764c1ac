--TEST--
add() with DateInterval::createFromDateString
--FILE--
<?php
date_default_timezone_set('UTC');
$d = new DateTime('2021-01-31 10:00:00');
$d->add(DateInterval::createFromDateString('1 day + 2 hours'));
echo $d->format('c'), "\n";
$d->sub(DateInterval::createFromDateString('3 days'));
echo $d->format('c'), "\n";
$d->add(DateInterval::createFromDateString('last day of next month'));
echo $d->format('c'), "\n";
?>
--EXPECT--
2021-02-01T12:00:00+00:00
2021-01-29T12:00:00+00:00
2021-03-01T12:00:00+00:00
