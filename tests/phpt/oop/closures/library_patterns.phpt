--TEST--
Closures and callables as libraries use them (sorting, property access hacks, callable strings)
--FILE--
<?php
class A {
  private $items = [3, 1, 2];
  static function cmp($a, $b) { return $a <=> $b; }
  function sorted() { $i = $this->items; usort($i, self::cmp(...)); return $i; }
  function sorted2() { $i = $this->items; usort($i, [self::class, 'cmp']); return $i; }
  function viaCuf() { return call_user_func('self::cmp', 1, 2); }
  function viaCallable() { return is_callable('parent::x'); }
}
$a = new A;
echo implode(",", $a->sorted()), " ", implode(",", $a->sorted2()), "\n";
var_dump($a->viaCuf());
var_dump($a->viaCallable());
$getter = fn() => $this->items;
var_dump(Closure::bind($getter, $a, A::class)());
$names = array_map(strtoupper(...), ['a', 'b']);
var_dump($names);
$m = array_map([$a, 'sorted'], [1]);
$bound = Closure::bind(static function() { return count(static::class); }, null, A::class);
try { $bound(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
1,2,3 1,2,3

Deprecated: Use of "self" in callables is deprecated in %s on line 7
int(-1)
bool(false)
array(3) {
  [0]=>
  int(3)
  [1]=>
  int(1)
  [2]=>
  int(2)
}
array(2) {
  [0]=>
  string(1) "A"
  [1]=>
  string(1) "B"
}
count(): Argument #1 ($value) must be of type Countable|array, string given
