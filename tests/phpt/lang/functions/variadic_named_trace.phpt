--TEST--
Named arguments a variadic parameter collects show in traces as
`name: value` after the others, and under their names in getTrace()'s
args and debug_backtrace()
--FILE--
<?php
function v($first, ...$rest) { throw new Exception("v"); }
function w(...$all) { return debug_backtrace(); }
try {
    v(1, 2, z: 5, y: "s");
} catch (Exception $e) {
    var_dump($e->getTrace()[0]['args']);
    echo $e->getTraceAsString(), "\n";
}
var_dump(w(a: 1, b: [2])[0]['args']);
function r($x = 0, ...$rest) { return [func_get_args(), $rest, debug_backtrace()[0]['args']]; }
var_dump(r(1, 2, rest: 3));
var_dump(r(rest: 4));
--EXPECTF--
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  ["z"]=>
  int(5)
  ["y"]=>
  string(1) "s"
}
#0 %s(5): v(1, 2, z: 5, y: 's')
#1 {main}
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(1) {
    [0]=>
    int(2)
  }
}
array(3) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [1]=>
  array(2) {
    [0]=>
    int(2)
    ["rest"]=>
    int(3)
  }
  [2]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    ["rest"]=>
    int(3)
  }
}
array(3) {
  [0]=>
  array(0) {
  }
  [1]=>
  array(1) {
    ["rest"]=>
    int(4)
  }
  [2]=>
  array(1) {
    ["rest"]=>
    int(4)
  }
}
