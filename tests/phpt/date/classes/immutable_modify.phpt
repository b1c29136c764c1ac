--TEST--
DateTimeImmutable::modify returns a new object
--FILE--
<?php
date_default_timezone_set('UTC');
$a = new DateTimeImmutable('2021-01-31 10:00:00');
$b = $a->modify('+1 day');
echo $a->format('c'), "\n", $b->format('c'), "\n";
var_dump($a === $b, get_class($b));
$c = $a->setDate(2020, 2, 29)->setTime(1, 2, 3);
echo $a->format('c'), "\n", $c->format('c'), "\n";
?>
--EXPECT--
2021-01-31T10:00:00+00:00
2021-02-01T10:00:00+00:00
bool(false)
string(17) "DateTimeImmutable"
2021-01-31T10:00:00+00:00
2020-02-29T01:02:03+00:00
