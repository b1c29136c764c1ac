--TEST--
Callable arrays with 'parent::m', 'A::m' and relative strings keep $this and the called class (deprecated forms)
--FILE--
<?php
class A { function m() { return 'A::m ' . static::class . ' ' . get_class($this); } static function s() { return 'A::s ' . static::class; } }
class B extends A { function m() { return 'B::m'; }
  function t() { return [call_user_func([$this, 'parent::m']), call_user_func('parent::m'), call_user_func([$this, 'A::m']), call_user_func('self::s'), is_callable([$this, 'parent::m'])]; } }
class C extends B {}
var_dump((new C)->t());
--EXPECTF--

Deprecated: Callables of the form ["C", "parent::m"] are deprecated in %s on line 4

Deprecated: Use of "parent" in callables is deprecated in %s on line 4

Deprecated: Callables of the form ["C", "A::m"] are deprecated in %s on line 4

Deprecated: Use of "self" in callables is deprecated in %s on line 4

Deprecated: Callables of the form ["C", "parent::m"] are deprecated in %s on line 4
array(5) {
  [0]=>
  string(4) "B::m"
  [1]=>
  string(8) "A::m C C"
  [2]=>
  string(8) "A::m C C"
  [3]=>
  string(6) "A::s C"
  [4]=>
  bool(true)
}
