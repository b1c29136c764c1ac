--TEST--
mixed accepts everything
--FILE--
<?php
function m(mixed $x): mixed { return $x; }
var_dump(m(1), m(null), m([1]), m("s"));
--EXPECT--
int(1)
NULL
array(1) {
  [0]=>
  int(1)
}
string(1) "s"
