--TEST--
property defaults from constants
--FILE--
<?php
class A { const B = 2; public $x = self::B * 3; public $arr = [self::B => 'b']; }
$a = new A; echo $a->x, "\n"; print_r($a->arr);
--EXPECT--
6
Array
(
    [2] => b
)
