--TEST--
Generator keys may be any value, including objects, floats and null
--FILE--
<?php
function g() { yield 1.5 => 'f'; yield null => 'n'; yield [1] => 'a'; yield new stdClass => 'o'; yield true => 'b'; }
foreach (g() as $k => $v) { echo gettype($k), ' ', $v, "\n"; }
var_dump(iterator_to_array(g(), false));
--EXPECT--
double f
NULL n
array a
object o
boolean b
array(5) {
  [0]=>
  string(1) "f"
  [1]=>
  string(1) "n"
  [2]=>
  string(1) "a"
  [3]=>
  string(1) "o"
  [4]=>
  string(1) "b"
}
