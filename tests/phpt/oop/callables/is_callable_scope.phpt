--TEST--
is_callable respects the calling scope for private and protected methods
--FILE--
<?php
class A {
    private function priv() {}
    protected function prot() {}
    function check() { return [is_callable([$this, 'priv']), is_callable([$this, 'prot']), is_callable('A::priv')]; }
}
class B extends A {
    function check2() { return [is_callable([$this, 'priv']), is_callable([$this, 'prot'])]; }
}
var_dump((new A)->check());
var_dump((new B)->check2());
var_dump(is_callable([new A, 'priv']), is_callable([new A, 'prot']));
--EXPECT--
array(3) {
  [0]=>
  bool(true)
  [1]=>
  bool(true)
  [2]=>
  bool(true)
}
array(2) {
  [0]=>
  bool(false)
  [1]=>
  bool(true)
}
bool(false)
bool(false)
