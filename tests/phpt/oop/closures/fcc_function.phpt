--TEST--
First-class callable syntax for functions
--FILE--
<?php
function add($a, $b) { return $a + $b; }
$f = add(...);
var_dump($f instanceof Closure, $f(2, 3));
$s = strlen(...);
var_dump($s("hello"));
var_dump(array_map(strtoupper(...), ["a", "b"]));
$n = "add";
$g = $n(...);
var_dump($g(1, 1));
--EXPECT--
bool(true)
int(5)
int(5)
array(2) {
  [0]=>
  string(1) "A"
  [1]=>
  string(1) "B"
}
int(2)
