--TEST--
yield as an expression in assignments, arguments and arrays
--FILE--
<?php
function g() {
    $x = yield 1;
    $arr = [yield 2, yield 3];
    var_dump(strtoupper(yield 4));
    $y = (yield 5) + 10;
    return [$x, $arr, $y];
}
$gen = g();
foreach (['a', 'b', 'c', 'd', 7] as $s) { echo $gen->current(), "\n"; $gen->send($s); }
var_dump($gen->getReturn());
--EXPECT--
1
2
3
4
string(1) "D"
5
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  array(2) {
    [0]=>
    string(1) "b"
    [1]=>
    string(1) "c"
  }
  [2]=>
  int(17)
}
