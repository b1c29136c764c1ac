--TEST--
print_r of object with visibility
--FILE--
<?php
class P { public $a = 1; protected $b = 2; private $c = 3; }
print_r(new P); echo "\n";
--EXPECT--
P Object
(
    [a] => 1
    [b:protected] => 2
    [c:P:private] => 3
)
