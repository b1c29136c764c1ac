--TEST--
casting a mangled array back to an object restores private and protected access
--FILE--
<?php
class A { public $a = 1; protected $b = 2; private $c = 3; function get() { return [$this->b, $this->c]; } }
$arr = (array)new A;
$arr["\0*\0b"] = 20;
$o = (object)$arr;
print_r($o);
$back = (array)$o;
var_dump(count($back), $back["\0A\0c"]);
--EXPECT--
stdClass Object
(
    [a] => 1
    [b:protected] => 20
    [c:A:private] => 3
)
int(3)
int(3)
