--TEST--
Arrow functions in methods bind $this and late static binding
--FILE--
<?php
class P {
    public $v = 'p';
    function get() { return fn() => [$this->v, static::class]; }
}
class Q extends P { public $v = 'q'; }
var_dump((new Q)->get()());
--EXPECT--
array(2) {
  [0]=>
  string(1) "q"
  [1]=>
  string(1) "Q"
}
