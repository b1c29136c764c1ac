--TEST--
the three named group syntaxes
--FILE--
<?php
var_dump(preg_match("/(?P<a>x)(?<b>y)(?'c'z)/", 'xyz', $m), $m);
--EXPECT--
int(1)
array(7) {
  [0]=>
  string(3) "xyz"
  ["a"]=>
  string(1) "x"
  [1]=>
  string(1) "x"
  ["b"]=>
  string(1) "y"
  [2]=>
  string(1) "y"
  ["c"]=>
  string(1) "z"
  [3]=>
  string(1) "z"
}
