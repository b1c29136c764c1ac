--TEST--
var_dump and print_r of closure literals
--FILE--
<?php
class A { public $x = 1; function m($a) { $y = 1; return fn() => $this->x + $a + $y; } function n() { return function() {}; } function st() { return static function() {}; } }
$a = new A;
var_dump($a->m(1));
var_dump($a->n());
var_dump($a->st());
$x = 5; $y = [1];
$f = function($p, &$q = null) use ($x, &$y) { static $st = 3; };
var_dump($f);
print_r($f); echo "\n";
var_dump(function() {});
echo json_encode($f), "\n";
--EXPECT--
object(Closure)#2 (2) {
  ["static"]=>
  array(2) {
    ["a"]=>
    int(1)
    ["y"]=>
    int(1)
  }
  ["this"]=>
  object(A)#1 (1) {
    ["x"]=>
    int(1)
  }
}
object(Closure)#2 (1) {
  ["this"]=>
  object(A)#1 (1) {
    ["x"]=>
    int(1)
  }
}
object(Closure)#2 (0) {
}
object(Closure)#2 (2) {
  ["static"]=>
  array(3) {
    ["x"]=>
    int(5)
    ["y"]=>
    &array(1) {
      [0]=>
      int(1)
    }
    ["st"]=>
    int(3)
  }
  ["parameter"]=>
  array(2) {
    ["$p"]=>
    string(10) "<required>"
    ["&$q"]=>
    string(10) "<optional>"
  }
}
Closure Object
(
    [static] => Array
        (
            [x] => 5
            [y] => Array
                (
                    [0] => 1
                )

            [st] => 3
        )

    [parameter] => Array
        (
            [$p] => <required>
            [&$q] => <optional>
        )

)

object(Closure)#3 (0) {
}
{}
