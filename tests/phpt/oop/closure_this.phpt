--TEST--
closure captures $this
--FILE--
<?php
class A { private $v = 'secret'; function getter() { return function() { return $this->v; }; } function arrow() { return fn() => $this->v . '!'; } }
$a = new A; echo $a->getter()(), ' ', $a->arrow()(), "\n";
--EXPECT--
secret secret!
