--TEST--
DateTime::diff absolute
--FILE--
<?php
date_default_timezone_set('UTC');
$a = new DateTime('2021-06-15'); $b = new DateTime('2021-01-01');
var_dump($a->diff($b)->invert, $a->diff($b, true)->invert, $a->diff($b, true)->days);
?>
--EXPECT--
int(1)
int(0)
int(165)
