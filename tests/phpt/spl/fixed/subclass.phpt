--TEST--
SplFixedArray subclass with properties
--FILE--
<?php
class F extends SplFixedArray { public $p = 1; }
$f = new F(2);
$f->offsetSet(1, 'x');
print_r($f);
echo "\n";
var_dump($f->p, $f->toArray());
?>
--EXPECT--
F Object
(
    [p] => 1
    [0] => 
    [1] => x
)

int(1)
array(2) {
  [0]=>
  NULL
  [1]=>
  string(1) "x"
}
