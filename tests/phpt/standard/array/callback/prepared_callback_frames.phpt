--TEST--
Callbacks called many times from one built-in: by-reference parameters, defaults, exceptions part way, recursion through the callback, closures with bound $this and static variables
--FILE--
<?php
function byref(&$x) { $x++; return $x; }
var_dump(array_map('byref', [1, 2]));
var_dump(array_map(fn($a, $b = 10) => $a + $b, [1, 2]));
$n = 0;
try {
    array_map(function ($v) use (&$n) {
        $n++;
        if ($v === 3) {
            throw new RuntimeException("at $v");
        }
        return $v;
    }, [1, 2, 3, 4, 5]);
} catch (RuntimeException $e) {
    echo $e->getMessage(), " after ", $n, "\n";
}
function walk($v) { return is_array($v) ? array_sum(array_map('walk', $v)) : $v; }
var_dump(walk([1, [2, [3, 4]], 5]));
class C {
    private $k = 10;
    function run($a) { return array_map(function ($v) { static $calls = 0; $calls++; return $v * $this->k + $calls; }, $a); }
}
$c = new C;
var_dump($c->run([1, 2]), $c->run([3]));
$arr = [5, 3, 9, 1];
usort($arr, function ($a, $b) use (&$arr) { return $a <=> $b; });
var_dump($arr);
var_dump(array_filter([1, 0, 2, null, 3], fn($v) => $v));
var_dump(array_filter(["a" => 1, "b" => 2, "c" => 3], fn($v, $k) => $k !== "b" && $v > 1, ARRAY_FILTER_USE_BOTH));
$m = [1, 2];
var_dump(array_map(function ($v) use (&$m) { $m[] = $v; return count($m); }, $m));
var_dump(array_reduce(["a", "b"], fn($c, $v) => $c . $v));
--EXPECTF--

Warning: byref(): Argument #1 ($x) must be passed by reference, value given in %s on line 3

Warning: byref(): Argument #1 ($x) must be passed by reference, value given in %s on line 3
array(2) {
  [0]=>
  int(2)
  [1]=>
  int(3)
}
array(2) {
  [0]=>
  int(11)
  [1]=>
  int(12)
}
at 3 after 3
int(15)
array(2) {
  [0]=>
  int(11)
  [1]=>
  int(22)
}
array(1) {
  [0]=>
  int(31)
}
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(3)
  [2]=>
  int(5)
  [3]=>
  int(9)
}
array(3) {
  [0]=>
  int(1)
  [2]=>
  int(2)
  [4]=>
  int(3)
}
array(1) {
  ["c"]=>
  int(3)
}
array(2) {
  [0]=>
  int(3)
  [1]=>
  int(4)
}
string(2) "ab"
