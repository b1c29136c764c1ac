--TEST--
Closures in methods capture $this automatically
--FILE--
<?php
class A {
  private $secret = "s";
  function get() { return function() { return $this->secret; }; }
  function arrow() { return fn() => $this->secret . "!"; }
  static function st() { return function() { return isset($this); }; }
}
$a = new A;
echo $a->get()(), $a->arrow()(), "\n";
var_dump((A::st())());
--EXPECT--
ss!
bool(false)
