--TEST--
compact with nested arrays of names and an undefined name
--FILE--
<?php
function f() {
    $a = 1; $b = [2]; $c = null;
    var_dump(compact("a", ["b", ["c"]], "nope"));
}
f();
--EXPECTF--

Warning: compact(): Undefined variable $nope in %s on line 4
array(3) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(1) {
    [0]=>
    int(2)
  }
  ["c"]=>
  NULL
}
