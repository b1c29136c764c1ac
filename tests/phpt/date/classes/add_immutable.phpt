--TEST--
DateTimeImmutable::add and sub
--FILE--
<?php
date_default_timezone_set('UTC');
$a = new DateTimeImmutable('2020-02-29');
$b = $a->add(new DateInterval('P1Y'));
$c = $a->sub(new DateInterval('P1Y'));
echo $a->format('Y-m-d'), ' ', $b->format('Y-m-d'), ' ', $c->format('Y-m-d'), "\n";
?>
--EXPECT--
2020-02-29 2021-03-01 2019-03-01
